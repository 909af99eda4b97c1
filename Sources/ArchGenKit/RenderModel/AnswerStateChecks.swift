import ArchGenSource
import ArchGenSpec

/// What a test of a handled service call checks of the state its subject
/// sets (`AnswerState`): loading while the service has not answered, then
/// not loading and the content it answered, or the error it reported, each
/// read on `sut` and compared with the value the test gave. Deleting a
/// step of the scaffold, or setting a wrong value, fails the test.
extension ModuleFacts {
    /// The checks before the service answers (loading) and after (`answer`, the
    /// test's local of `type`, or the error it was given when `failing`).
    func stateChecks(
        _ state: AnswerState?, answer: String?, type: TypeSyntax?, failing: Bool
    ) -> (before: [String], after: [String]) {
        guard let state else { return ([], []) }
        var before: [String] = [], after: [String] = []
        if let loading = state.loading {
            before.append(kit.isTrue("sut." + SwiftIdentifier.escaped(loading)))
            after.append(kit.isFalse("sut." + SwiftIdentifier.escaped(loading)))
            // The view was told loading, then not: in this order, once each.
            if let told = state.loadingReport?.invocations { after.append(kit.equal(told, "[true, false]")) }
        }
        guard let answer, let type else { return (before, after) }
        if !failing, let content = state.content, catalog.isEquatable(type) {
            after.append(kit.equal("sut." + SwiftIdentifier.escaped(content), answer))
        } else if failing, let error = state.error {
            let kept = "sut." + SwiftIdentifier.escaped(error.name)
            if error.isMessage {
                after.append(kit.equal(kept, "String(describing: \(answer))"))
            } else if catalog.isEquatable(type) {
                after.append(kit.equal(kept, answer))
            } else {
                after.append(kit.isTrue("\(kept) is \(StandardTypes.errorSampleType)"))
            }
        }
        return (before, after)
    }

    /// The test of a kept task's loading state: loading once the event
    /// came, not loading once its task ended (`given` stubs the service).
    func loadingTaskTest(_ state: AnswerState?, subject: String, given: [String], call: String, task: String) -> TestCaseModel.Test? {
        let checks = stateChecks(state, answer: nil, type: nil, failing: false)
        guard !checks.before.isEmpty else { return nil }
        return TestCaseModel.Test(
            name: Casing.lowerFirst(subject + "ShowsItIsLoadingUntilItsTaskEnds"), isAsync: true,
            given: given, when: [call], then: checks.before + ["await sut.\(task)?.value"] + checks.after)
    }
}
