import ArchGenKit
import ArchGenSource
import ArchGenSpec

extension CommandContext {
    /// The projects whose generated files are looked at for orphans: every
    /// project checked when no path was named; else those of the specs and
    /// archgen.yml files named or staged (a spec deleted or renamed is what
    /// leaves its generated files behind).
    func orphanProjects(of selection: [PlannedModule], paths: [String]?) -> [Project] {
        var projects: [String: Project] = [:]
        if let paths {
            let catalog = ProjectCatalog(self)
            for path in paths.map(Path.normalized) {
                if path.hasSuffix(".archgen"), let project = catalog.project(governing: path) {
                    projects[project.root] = project
                } else if path == ProjectSettingsLoader.fileName || path.hasSuffix("/" + ProjectSettingsLoader.fileName),
                          let project = catalog.project(at: path) {
                    projects[project.root] = project
                }
            }
        } else {
            for module in selection { projects[module.project.root] = module.project }
        }
        return projects.keys.sorted().map { projects[$0]! }
    }

    /// For `check`: an error for each generated file that no spec of
    /// `projects` generates any more, at its header line.
    func orphanFindings(in projects: [Project], inventory: ProjectInventory) -> [CheckFinding] {
        return projects.flatMap(inventory.orphans).filter { $0.origin != .scaffold }.map { orphan in
            CheckFinding(kind: .orphan, diagnostic: Diagnostic(orphan: orphan, severity: .error))
        }
    }
}

extension Diagnostic {
    /// A generated file no spec generates, shown by its header line, with what to do about it.
    init(orphan: ProjectInventory.Orphan, severity: Severity) {
        let hint = switch orphan.origin {
        case .scaffold:
            "archgen created it for you, and never removes it: delete it if your app no longer needs it"
        case .generated(intact: true):
            "`archgen generate --prune` removes it (it is unchanged since archgen wrote it); or restore the spec that generated it"
        case .generated(intact: false):
            "it was edited since archgen wrote it, so --prune leaves it: delete it by hand, or restore the spec that generated it"
        default:
            "an older archgen wrote it (its header has no digest), so --prune leaves it: delete it by hand, or restore its spec"
        }
        self.init(
            severity: severity, message: orphan.origin == .scaffold ? "no spec writes this scaffold file any more"
                : "no spec generates this file any more", path: orphan.path,
            location: SourceLocation(line: 1, column: 1),
            sourceLine: String(decoding: orphan.bytes.prefix { $0 != 0x0A }, as: UTF8.self), hint: hint)
    }
}
