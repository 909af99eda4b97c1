import ArchGenSource
/// How to run a write.
public struct WriteOptions: Equatable, Sendable {
    /// Replace scaffold files whose content differs (`--force`).
    public var force: Bool
    /// Plan and report only; write nothing (`--dry-run`).
    public var dryRun: Bool

    /// Write everything but edited scaffolds, unless told otherwise.
    public init(force: Bool = false, dryRun: Bool = false) {
        self.force = force
        self.dryRun = dryRun
    }
}

/// The decision for every planned file, and every problem found before
/// writing. A plan with errors is never carried out, not even in part.
package struct WritePlan: Equatable, Sendable {
    /// One action per planned file without an error, in the planned order.
    package var actions: [FileAction]
    /// In the planned order; empty when the plan can be carried out.
    package var errors: [WriteError]

    package init(actions: [FileAction], errors: [WriteError] = []) {
        self.actions = actions
        self.errors = errors
    }

    /// Scaffold files that `--force` replaces although their content differs
    /// from what archgen would write: list them before writing.
    package var overwrites: [FileAction] {
        actions.filter(\.overwritesEdits)
    }
}
