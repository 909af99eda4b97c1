import ArchGenSpec

/// The test lines of an event passing the actor's own completion to a service
/// (`initFetch() calls APIService.fetchPopularPhoto`, `MemberCall.Callee.ownCompletion`),
/// the seed's wait-then-finish: the view model's state and the view before the
/// service answers, the completion the mock kept finished with an answer
/// (or an error), then the state and the view after.
extension ModuleFacts {
    /// `given` (the answer declared) and `then` (before, the finish, after); nil when `forward`
    /// passes no own completion, or archgen cannot build or check its answer.
    func ownCompletionLines(
        _ forward: Forward, double: DoubleMethod, failing: Bool, taken: inout Set<String>
    ) -> (given: [String], then: [String])? {
        guard let completion = forward.completion, forward.arguments?[completion.index] == MemberCall.Callee.ownCompletion,
              let handled = handledAnswer(completion, failing: failing, taken: &taken),
              let accessor = double.receivedAccessors[completion.index]
        else { return nil }
        let kept = forward.link.name + "." + accessor + (accessor.contains("?.") ? "" : "?")
        // A `@Sendable` completion goes back to the main actor in a task, which runs once the test waits.
        let finish = [kept + "(" + handled.answer + ")"] + (completion.hops ? ["await Task.yield()"] : [])
        return (handled.given, handled.shown.before + finish + handled.shown.after)
    }
}
