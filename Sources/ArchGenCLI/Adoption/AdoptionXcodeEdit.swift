import ArchGenKit
import ArchGenSource
import ArchGenXcode

/// The Xcode project file as adopt's proof (and `--replace`) has it: a
/// team's file the proof removes, whose replacement archgen writes under
/// another name in the same folder (`AnalyticsService.swift` →
/// `SharedDeclarations.swift`), keeps its reference and build files,
/// renamed as `archgen rename` renames them; then archgen's new files join
/// their targets as `generate` adds them. A removed file the project still
/// lists otherwise is a note: archgen never removes anything from a project.
extension CommandContext {
    /// Run on adopt's view: `written` are archgen's files, `created` those of them the team has no file at, `removed`
    /// the team's files the proof removes. Nil file when there is no Xcode project or nothing changes.
    func adoptedXcodeProject(
        adding written: [PlannedFile], created: [String], removed: [String], layouts: [ModuleLayout], project: Project
    ) -> (file: PlannedFile?, notes: [Diagnostic]) {
        guard project.settings.xcode != nil, let link = try? xcodeProject(of: project) else { return (nil, []) }
        let moves = Self.projectMoves(removed: removed, created: created)
        var view = self
        if let moved = xcodeProjectFiles(moving: moves, project: project)?.first {
            view.system = system.overlaid(with: [moved.path: Array(moved.contents.utf8)])
        }
        let notes = removed.filter { path in
            !moves.contains { $0.from == path } && !link.editor.tree.references(to: link.currentDirectory.appending(path)).isEmpty
        }.map { path in
            Diagnostic(
                severity: .note, message: "\(link.path) still lists \(path), which --replace removes (archgen's declarations replace it)",
                path: path, hint: "delete its reference in Xcode: archgen never removes anything from a project")
        }
        guard let edited = view.xcodeProjectFiles(adding: written, layouts: layouts, project: project)?.first,
              !link.file.bytes.isUTF8(of: edited.contents) else { return (nil, notes) }
        return (edited, notes)
    }

    /// Each removed file paired with the one new file in its folder, when there is exactly one left.
    static func projectMoves(removed: [String], created: [String]) -> [(from: String, to: String)] {
        var free = created
        var moves: [(from: String, to: String)] = []
        for path in removed {
            let candidates = free.filter { Path.folder(of: $0) == Path.folder(of: path) }
            guard candidates.count == 1, let target = candidates.first else { continue }
            moves.append((path, target))
            free.removeAll { $0 == target }
        }
        return moves
    }
}
