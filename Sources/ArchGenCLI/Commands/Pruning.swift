import ArchGenKit
import ArchGenSource
import ArchGenSpec

extension CommandContext {
    /// For `generate`: the generated files no spec of `projects` generates
    /// any more (`ProjectInventory.orphans`), except those `planned`. With
    /// `prune`, each one unchanged since archgen wrote it is removed (planned
    /// with its bytes, so one edited meanwhile stays) and the rest are
    /// warnings, and the scaffold files no spec writes are notes (the team's
    /// to delete); without, each generated one is a note saying how to remove it.
    func orphans(
        of projects: [Project], planned: [PlannedFile], prune: Bool, inventory: ProjectInventory
    ) -> (removals: [PlannedFile], diagnostics: [Diagnostic]) {
        let plannedPaths = Set(planned.map { Path.normalized($0.path) })
        var removals: [PlannedFile] = []
        var diagnostics: [Diagnostic] = []
        for orphan in projects.flatMap(inventory.orphans) where !plannedPaths.contains(orphan.path) {
            if orphan.origin == .scaffold {
                // The team's code: named when cleaning up only.
                if prune { diagnostics.append(Diagnostic(orphan: orphan, severity: .note)) }
            } else if prune, orphan.origin == .generated(intact: true) {
                removals.append(.removal(of: orphan.path, basis: orphan.bytes))
            } else {
                var diagnostic = Diagnostic(orphan: orphan, severity: prune ? .warning : .note)
                if prune { diagnostic.message = "not removed: " + diagnostic.message }
                diagnostics.append(diagnostic)
            }
        }
        return (removals, diagnostics)
    }
}
