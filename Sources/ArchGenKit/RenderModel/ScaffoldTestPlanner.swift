import ArchGenSource
import ArchGenSpec

/// The scaffold tests every style writes: a forwarded call checked through a
/// spy, and the memory rules (a weak link lets go, a strong one keeps).
extension ModuleFacts {
    /// The spy of a protocol (`SignInViewSpy`), by its key.
    func spy(_ protocolKey: String) -> String { naming.spyName(forProtocol: naming.protocolName(key: protocolKey)) }

    /// The double of a link: the spy of its protocol, or the mock of its service.
    func double(of link: ModuleLink) -> String {
        link.target.map(spy) ?? naming.mockName(forService: link.type)
    }

    /// A test case for `subject` (`sut`), with a double for each link, linked
    /// before each test: passed to `subject`'s `init` when it takes the link,
    /// with a sample of each field of the input its `init` takes (`sample(for:)` has them all).
    func testCase(_ subject: String, links: [ModuleLink], parameters: [InitParameter]) -> TestCaseModel {
        var model = TestCaseModel(className: subject + "Tests", isMainActor: spec.isolation.isMainActor)
        var doubles: [TestCaseModel.Property] = []
        for link in links {
            doubles.append(TestCaseModel.Property(name: link.name, type: double(of: link), value: double(of: link) + "()"))
            model.setUp += assignment("sut", link, link.name)
        }
        if !parameters.isEmpty {
            // The doubles first: `sut` is built with them.
            // Written after `sut = ` at eight columns, in XCTest's `setUp` and a suite's `init` alike.
            let value = parameters.construction(of: subject, prefix: "sut = ", sampleOrName)
            model.properties = doubles + [TestCaseModel.Property(name: "sut", type: subject, value: value, isBuiltFromOthers: true)]
        } else {
            model.properties = [TestCaseModel.Property(name: "sut", type: subject, value: subject + "()")] + doubles
        }
        return model
    }

    /// The lines declaring another `subject` for a test to release (`var released: SignInPresenter? = SignInPresenter(...)`),
    /// built as `sut` is, one argument a line past 120 columns.
    func releasedSubject(_ subject: String, parameters: [InitParameter]) -> [String] {
        parameters.constructionLines(of: subject, prefix: "var released: \(subject)? = ", sampleOrName)
    }

    /// What `init` is given for `parameter`: a sample of an input field, else the double of its name.
    private func sampleOrName(_ parameter: InitParameter) -> String {
        parameter.inputType.flatMap { samples.sample(of: $0, named: parameter.name) } ?? SwiftIdentifier.escaped(parameter.name)
    }

    /// The field of the input an `init` takes that archgen has no sample of, for the note saying why its actor has no test.
    func parameterWithoutSample(_ parameters: [InitParameter]) -> InitParameter? {
        parameters.first { parameter in parameter.inputType.map { samples.sample(of: $0, named: parameter.name) == nil } ?? false }
    }

    /// The forwarding tests of `members`, each through `forward`; `subject` declares
    /// another subject (`releasedSubject`) for a test to release.
    func forwardingTests(_ members: [Member], _ forward: (Member) -> Forward?, subject: [String]? = nil) -> [TestCaseModel.Test] {
        members.flatMap { member -> [TestCaseModel.Test] in
            // A static requirement is the type's: `sut` does not answer it.
            guard let method = member.method, !method.isStatic, let forward = forward(member) else { return [] }
            if let task = forward.task { return serviceTaskTests(method, forward: forward, task: task, subject: subject) }
            // A handled completion's error is tested as its answer is.
            let reportsError = forward.completion?.errorReport != nil || forward.completion?.state?.error != nil
            let failing = reportsError ? forwardingTest(method, forward: forward, failing: true) : nil
            return [forwardingTest(method, forward: forward), failing].compactMap { $0 }
        }
    }

    /// A test that calls `method` on `sut` and checks the receiver's spy got the
    /// call with its arguments, and, for a call with a result, that the result
    /// is what the spy was stubbed to return; nil when archgen cannot build the
    /// arguments (or the result). A use case's step (a request's response, a
    /// response's view model) is checked by the model the receiver got, built
    /// from the sample it was given: a dropped or wrong field fails it.
    func forwardingTest(_ method: MethodDeclaration, forward: Forward, failing: Bool = false) -> TestCaseModel.Test? {
        guard method.genericParameters.isEmpty else { return nil }
        let receiver = forward.link.name
        // Locals never hide what the test reads: `sut`, the receiver's spy, the result.
        var taken: Set<String> = ["sut", receiver, "result", "expected"]
        var given: [String] = []
        var arguments: [String] = []
        var locals: [String] = []
        var completions: [KeptCompletion] = []
        // What the output was told before and after a handled completion is finished; the lines a confirmation holds.
        var shown: (before: [String], after: [String])?
        var confirmed: [String] = []
        let receiverMethods = forward.receiverMethods
        guard let position = receiverMethods.firstIndex(of: forward.method) else { return nil }
        let stem = forward.receiverStems[position]
        let double = DoubleMethod(forward.method, stem: stem)
        for (index, parameter) in method.parameters.enumerated() {
            let local = DoubleMemberNaming.testLocal(of: parameter, at: index, taken: &taken)
            // A closure the receiver keeps is finished later, through its double; a use case's step passes its own model.
            // A call the spec names passes the caller's parameter at `index` as the receiver's at `passed`.
            let passed = forward.arguments.map { $0.firstIndex(of: index) } ?? index
            let kept = forward.model == nil ? passed.flatMap { double.receivedAccessors[$0] }.map { receiver + "." + $0 } : nil
            let handled = forward.completion.flatMap { $0.index == index && forward.arguments == nil ? handledAnswer($0, failing: failing, taken: &taken) : nil }
            if failing && handled == nil && forward.arguments == nil { return nil }
            given += handled?.given ?? []
            if let completion = KeptCompletion(local: local, type: parameter.type, accessor: kept, answer: handled?.answer,
                                               taken: &taken, samples: samples, kit: kit) {
                if completion.isConfirmation { confirmed += completion.given } else { given += completion.given }
                completions.append(completion)
                shown = handled?.shown
            } else {
                guard !parameter.isVariadic, let declaration = samples.declaration(local, of: parameter.type, isVariable: parameter.isInout)
                else { return nil }
                given += declaration
            }
            locals.append(SwiftIdentifier.escaped(local))
            let argument = (parameter.isInout ? "&" : "") + SwiftIdentifier.escaped(local)
            arguments.append(parameter.label.map { DoubleMemberNaming.label($0) + ": " + argument } ?? argument)
        }
        var then = [kit.equal("\(receiver).\(double.callsCount)", "1")]
        if let model = forward.model {
            given += model.given
            // The model the receiver got, field by field from the sample given (a count alone misses a dropped field).
            if let accessor = double.receivedAccessors[0], let parameter = forward.method.parameters.first,
               catalog.isEquatable(DoubleTypeRules.recordedType(of: parameter, generics: [])) {
                then = [kit.equal("\(receiver).\(accessor)", model.expected)]
            }
        } else {
            for (index, parameter) in forward.method.parameters.enumerated() {
                let source = forward.arguments?[index] ?? index
                guard let accessor = double.receivedAccessors[index], source >= 0, source < locals.count,
                      catalog.isEquatable(DoubleTypeRules.recordedType(of: parameter, generics: []))
                else { continue }
                then.append(kit.equal("\(receiver).\(accessor)", locals[source]))
            }
        }
        // The call waits for its receiver; finished through the double, it calls back.
        then += completions.map(\.waits).filter { !$0.isEmpty } + (shown?.before ?? [])
            + completions.flatMap(\.finishes) + (shown?.after ?? [])
        let own = ownCompletionLines(forward, double: double, failing: failing, taken: &taken)
        if failing && own == nil && completions.isEmpty { return nil }
        given += own?.given ?? []
        then += own?.then ?? []
        var call = (method.throwsClause == nil ? "" : "try ") + (method.isAsync ? "await " : "")
            + "sut." + SwiftIdentifier.escaped(method.name) + "(" + arguments.joined(separator: ", ") + ")"
        if let returnType = method.returnType, !returnType.isVoid, let returnValue = double.returnValue {
            // The receiver's spy returns a stub, which the call passes back.
            guard let expected = samples.declaration("expected", of: returnType) else { return nil }
            given += expected + ["\(receiver).\(returnValue.name) = expected"]
            if catalog.isEquatable(returnType) {
                call = "let result = " + call
                then.append(kit.equal("result", "expected"))
            } else {
                call = "_ = " + call
            }
        } else if let resultCheck = resultPassedOn(by: forward) {
            // A result the caller passes on: the stub the receiver returns is what the command gets.
            given += resultCheck.given
            then += resultCheck.then
        }
        // A use case's methods have unique names; a forwarded call is named by the receiver's stem.
        let subject = Casing.upperFirst(forward.model == nil ? stem : DoubleMemberNaming.stems(of: [method])[0])
        let outcome = forward.model.map { "SendsIts" + Casing.upperFirst($0.name) + "To" }
            ?? (failing ? "ReportsTheErrorOf" : forward.completion.map { $0.valueReport != nil || $0.state?.content != nil || $0.values?.keepsAny == true } == true
                ? "ShowsTheAnswerOf" : "IsForwardedTo")
        var when = [call]
        if let flag = completions.first(where: \.isConfirmation)?.flag {
            // Swift Testing confirms a `@Sendable` closure ran inside `confirmation`, which holds the call and its checks.
            then = ["await confirmation { \(flag) in"] + (confirmed + when + then).map { "    " + $0 } + ["}"]
            when = []
        }
        return TestCaseModel.Test(
            name: Casing.lowerFirst(subject + outcome + "The" + forward.link.title),
            isAsync: method.isAsync || completions.contains { $0.finishes.last?.hasPrefix("await ") ?? false }
                || (own?.then.contains("await Task.yield()") ?? false),
            isThrowing: method.throwsClause != nil, callsTheMainActor: method.attributes.contains("@MainActor"),
            given: given, when: when, then: then)
    }

    /// The memory rules of `links` that point to the module's protocols (not
    /// services): held weakly, a double that nothing else holds goes away
    /// (`doesNotRetainItsView`); held strongly, it is kept (`keepsItsPresenter`).
    /// A link passed to `init` is a non-optional property, kept by its type:
    /// no test could fail, so it has none.
    func memoryRuleTests(_ links: [ModuleLink], of subject: String) -> [TestCaseModel.Test] {
        links.filter { $0.target != nil && !$0.isInjected }.map { link in
            let double = double(of: link)
            return TestCaseModel.Test(
                name: (link.isWeak ? "doesNotRetainIts" : "keepsIts") + link.title,
                given: ["var \(link.name): \(double)? = \(double)()", "sut.\(link.name) = \(link.name)"],
                when: ["\(link.name) = nil"],
                then: [link.isWeak ? kit.isNil("sut.\(link.name)") : kit.isNotNil("sut.\(link.name)")])
        }
    }
}
