import ArchGenSource
import ArchGenSpec

/// The tests that a kept task (`ServiceTask`) cancelled before its service
/// answered leaves the state its actor keeps alone (`AnswerState`): still
/// loading, as the event that cancels it ends it, and neither the answer
/// nor the error shown. Deleting the task's `guard !Task.isCancelled` fails
/// them. Only where no output is told the answer (or the error): there, the
/// output's tests catch it (`CancelsItsTaskWhenItComesAgain`,
/// `ReportsNoErrorOfItsCancelledTask`).
extension ModuleFacts {
    /// `answered` stubs the service's answer, `failed` its error (nil: no such test);
    /// `call` is the event's call on `sut`.
    func cancelledTaskTests(
        _ task: ServiceTask, subject: String, answered: [String]?, failed: [String]?, call: String
    ) -> [TestCaseModel.Test] {
        guard let state = task.state else { return [] }
        let loading = stateChecks(state, answer: nil, type: nil, failing: false).before
        let when = [call, "sut.\(task.property)?.cancel()", "await sut.\(task.property)?.value"]
        var tests: [TestCaseModel.Test] = []
        if let answered, task.value == nil {
            let content = state.content.flatMap { name in
                state.contentType.flatMap { startingCheck(of: "sut." + SwiftIdentifier.escaped(name), type: $0)?.1 }
            }
            let then = loading + (content.map { [$0] } ?? [])
            if !then.isEmpty {
                tests.append(TestCaseModel.Test(name: Casing.lowerFirst(subject + "ShowsNoAnswerOfItsCancelledTask"), isAsync: true,
                                                given: answered, when: when, then: then))
            }
        }
        if let failed, task.error == nil {
            let then = loading + (state.error.map { [kit.isNil("sut." + SwiftIdentifier.escaped($0.name))] } ?? [])
            if !then.isEmpty {
                tests.append(TestCaseModel.Test(name: Casing.lowerFirst(subject + "ShowsNoErrorOfItsCancelledTask"), isAsync: true,
                                                given: failed, when: when, then: then))
            }
        }
        return tests
    }
}
