import ArchGenSource
import ArchGenSpec

/// The tests of an event that starts a kept task (`ServiceTask`): each calls
/// the event, awaits the task, and checks what the service got and what the
/// output was told: the answer the service's double was stubbed with, or
/// the error it threw.
extension ModuleFacts {
    /// `another` declares another subject for a test to release (`var released: ItemsViewModel? = ItemsViewModel(...)`).
    func serviceTaskTests(
        _ method: MethodDeclaration, forward: Forward, task: ServiceTask, subject another: [String]?
    ) -> [TestCaseModel.Test] {
        let service = forward.link.name
        guard method.genericParameters.isEmpty, let position = forward.receiverMethods.firstIndex(of: forward.method) else { return [] }
        let double = DoubleMethod(forward.method, stem: forward.receiverStems[position])
        // Locals never hide what the test reads: `sut`, the doubles, the stub.
        var taken: Set<String> = ["sut", service, "expected", "first", "released", "task"]
        for report in [task.value, task.error].compactMap({ $0 }) { taken.insert(report.link.name) }
        var given: [String] = []
        var arguments: [String] = []
        var then = [kit.equal("\(service).\(double.callsCount)", "1")]
        for (index, parameter) in method.parameters.enumerated() {
            let local = DoubleMemberNaming.testLocal(of: parameter, at: index, taken: &taken)
            guard let declaration = samples.declaration(local, of: parameter.type) else { return [] }
            given += declaration
            let argument = SwiftIdentifier.escaped(local)
            arguments.append(parameter.label.map { DoubleMemberNaming.label($0) + ": " + argument } ?? argument)
            // The service's parameter this one is passed as (a call the spec names may reorder or leave some).
            if let passed = forward.arguments.map({ $0.firstIndex(of: index) }) ?? index, let accessor = double.receivedAccessors[passed],
               catalog.isEquatable(DoubleTypeRules.recordedType(of: forward.method.parameters[passed], generics: [])) {
                then.append(kit.equal("\(service).\(accessor)", argument))
            }
        }
        let when = ["sut.\(SwiftIdentifier.escaped(method.name))(\(arguments.joined(separator: ", ")))",
                    "await sut.\(task.property)?.value"]
        let subject = Casing.upperFirst(DoubleMemberNaming.stems(of: [method])[0])
        var tests: [TestCaseModel.Test] = []
        // The given lines with the service's answer stubbed; nil when archgen has no sample of it.
        var answered: [String]? = given
        var shown = then
        // What the output got once both calls ended: the last one's answer, and no other.
        var once: String?
        if let returnType = forward.method.returnType, !returnType.isVoid, let returnValue = double.returnValue {
            // The service answers a stub, which the output gets as it is.
            if let expected = samples.declaration("expected", of: returnType) {
                answered = given + expected + ["\(service).\(returnValue.name) = expected"]
                if let received = task.value?.received, catalog.isEquatable(returnType) {
                    shown.append(kit.equal(received, "expected"))
                    once = task.value?.invocations.map { kit.equal($0, "[expected]") }
                }
                shown += stateChecks(task.state, answer: "expected", type: returnType, failing: false).after
            } else if double.result != .stored {
                answered = nil
            }
        }
        if let answered {
            let outcome = task.value.map { "ShowsTheAnswerOfThe" + forward.link.title + "OnThe" + $0.link.title }
                ?? "AsksThe" + forward.link.title + "InATask"
            tests.append(TestCaseModel.Test(name: Casing.lowerFirst(subject + outcome), isAsync: true,
                                            given: answered, when: when, then: shown))
            if let loading = loadingTaskTest(task.state, subject: subject, given: answered, call: when[0], task: task.property) {
                tests.append(loading)
            }
            // The event coming again cancels the task it started before, which then shows nothing.
            tests.append(TestCaseModel.Test(
                name: Casing.lowerFirst(subject + "CancelsItsTaskWhenItComesAgain"), isAsync: true,
                given: answered, when: [when[0], "let first = sut.\(task.property)", when[0], "await first?.value", when[1]],
                then: [kit.isTrue("first?.isCancelled == true")] + (once.map { [$0] } ?? [])))
            if let another {
                // Released, the subject cancels the task it keeps, which holds it weakly.
                tests.append(TestCaseModel.Test(
                    name: Casing.lowerFirst(subject + "TaskIsCancelledWhenReleased"), isAsync: true,
                    given: answered + another + ["released?." + when[0].dropFirst(4),
                                       "let task = released?.\(task.property)"],
                    when: ["released = nil"], then: [kit.isTrue("task?.isCancelled == true")]))
            }
        }
        let kept = stateChecks(task.state, answer: StandardTypes.errorSample, type: .nominal([NominalComponent(name: "Error")]), failing: true).after
        let received = task.error?.received
        if received != nil || task.state?.error != nil, forward.method.throwsClause == .untyped, let throwable = double.throwableError {
            // The error the service throws reaches the output, or the state: not lost, not swallowed.
            let told = received.map { [kit.isTrue("\($0) is \(StandardTypes.errorSampleType)")] } ?? []
            tests.append(TestCaseModel.Test(
                name: Casing.lowerFirst(subject + "ReportsTheErrorOfThe" + forward.link.title + (task.error.map { "ToThe" + $0.link.title } ?? "")),
                isAsync: true, given: given + ["\(service).\(throwable.name) = \(StandardTypes.errorSample)"],
                when: when, then: then + told + kept))
            if let count = task.error?.callsCount {
                // The task the event cancelled, coming again, reports no error: only the last one does.
                tests.append(TestCaseModel.Test(
                    name: Casing.lowerFirst(subject + "ReportsNoErrorOfItsCancelledTask"), isAsync: true,
                    given: given + ["\(service).\(throwable.name) = \(StandardTypes.errorSample)"],
                    when: [when[0], "let first = sut.\(task.property)", when[0], "await first?.value", when[1]],
                    then: [kit.equal(count, "1")]))
            }
        }
        let failed = forward.method.throwsClause == .untyped
            ? double.throwableError.map { given + ["\(service).\($0.name) = \(StandardTypes.errorSample)"] } : nil
        return tests + cancelledTaskTests(task, subject: subject, answered: answered, failed: failed, call: when[0])
    }
}
