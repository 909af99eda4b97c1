import ArchGenSource

/// A write that did not complete: the errors, and the files written before
/// the first error (empty when planning found the errors, since then
/// nothing is written).
package struct WriteFailure: Error, Equatable, Sendable, CustomStringConvertible {
    /// Never empty.
    package var errors: [WriteError]
    /// Actions carried out before the failure; each of those files was
    /// replaced atomically, the rest are untouched.
    package var completed: [FileAction]

    package init(errors: [WriteError], completed: [FileAction] = []) {
        self.errors = errors
        self.completed = completed
    }

    package var description: String {
        errors.map(\.description).joined(separator: "\n")
    }
}
