import ArchGenSource
import ArchGenSpec

/// The answer a test finishes a completion of several values with
/// (`CompletionValues`), the seed's `fetchSuccess()` and `fetchFail(error:)`:
/// each value declared (`let photos: [Photo] = [...]`) and passed with no
/// error (`nil`), or, `failing`, with the error; then the state before
/// (loading) and after (not loading, each value in its state, or the error
/// in the error state). Deleting a step of the closure, or keeping a wrong
/// value, fails the test.
extension ModuleFacts {
    /// Nil when the test would check nothing after the answer (no state takes it), when `failing`
    /// and no error state takes the error, or when archgen cannot build a value.
    func answer(
        of values: CompletionValues, state: AnswerState?, failing: Bool, taken: inout Set<String>
    ) -> (given: [String], answer: String, shown: (before: [String], after: [String]))? {
        guard !failing || (values.error != nil && state?.error != nil) else { return nil }
        var given: [String] = [], arguments: [String] = []
        var shown = stateChecks(state, answer: nil, type: nil, failing: false)
        for (index, value) in values.values.enumerated() {
            let isError = index == values.errorIndex
            if isError && !failing {
                arguments.append("nil")
                continue
            }
            var name = value.name
            while taken.contains(name) { name += "Value" }
            taken.insert(name)
            let type = isError ? values.error ?? value.type : value.type
            guard let declaration = samples.declaration(name, of: type) else { return nil }
            let local = SwiftIdentifier.escaped(name)
            given += declaration
            arguments.append(local)
            if isError {
                shown = stateChecks(state, answer: local, type: type, failing: true)
            } else if !failing, let kept = value.state, catalog.isEquatable(type) {
                shown.after.append(kit.equal("sut." + SwiftIdentifier.escaped(kept), local))
            }
        }
        guard !shown.after.isEmpty else { return nil }
        return (given, arguments.joined(separator: ", "), shown)
    }
}
