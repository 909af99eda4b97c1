import ArchGenKit
import ArchGenSource
import ArchGenSpec

/// Where JSON and GitHub output name files from: the repository's top
/// level (`GITHUB_WORKSPACE` when set, else git's top level), so that an
/// annotation attaches to its file whichever folder archgen ran in. Text
/// output keeps paths as typed from the current folder.
struct RepositoryPaths: Equatable {
    /// The top level and the current folder, absolute, links resolved.
    var root: String
    var current: String

    /// `GITHUB_WORKSPACE`, else the top level of the git repository around
    /// the current folder; nil outside one (paths then stay as they are).
    static func find(in context: CommandContext) -> RepositoryPaths? {
        let system = context.system
        let workspace = system.variables["GITHUB_WORKSPACE"].flatMap { $0.isEmpty ? nil : $0 }
        guard let root = workspace ?? (try? context.gitRepository().topLevel()) else { return nil }
        let absoluteRoot = context.absolute(root)
        return RepositoryPaths(
            root: ResolvedPath.of(absoluteRoot) ?? absoluteRoot,
            current: ResolvedPath.of(system.currentDirectory) ?? system.currentDirectory)
    }

    /// `path` (relative to the current folder, or absolute) from the root:
    /// `Sources/Home/HomeContract.swift` run in `ios/` is `ios/Sources/Home/HomeContract.swift`.
    func path(_ path: String) -> String {
        Path.relative(Path.absolute(path, from: current), from: root)
    }
}

extension CheckReport {
    /// Diagnostics about a tool rather than a file (`swift: error: …`,
    /// `git: error: …`): their path is the tool's name.
    static let toolNames: Set<String> = ["archgen", "swift", "git"]

    /// Whether `diagnostic` is about a file (and so has a path to show).
    static func isAboutAFile(_ diagnostic: Diagnostic) -> Bool {
        diagnostic.location != nil || !toolNames.contains(diagnostic.path)
    }

    /// The same report with every file named from `paths.root`: modules,
    /// files, diagnostics, the labels of each drift's diff, and the specs
    /// in hints (`archgen generate` finds a spec's archgen.yml from the root).
    func relocated(_ paths: RepositoryPaths) -> CheckReport {
        var report = self
        let commands = modules.map { ("`archgen generate \($0.spec)`", "`archgen generate \(paths.path($0.spec))`") }
        report.modules = modules.map { module in
            var module = module
            module.spec = paths.path(module.spec)
            module.sources = paths.path(module.sources)
            module.tests = paths.path(module.tests)
            module.project = module.project.map(paths.path)
            module.notCompiled = module.notCompiled.map { code in
                var code = code
                code.path = paths.path(code.path)
                return code
            }
            return module
        }
        let notCompiledFiles = modules.flatMap(\.notCompiled).map { ($0.path, paths.path($0.path)) }
        report.files = files.map { file in
            var file = file
            file.path = paths.path(file.path)
            return file
        }
        report.findings = findings.map { finding in
            guard Self.isAboutAFile(finding.diagnostic) else { return finding }
            var finding = finding
            let old = finding.diagnostic.path, new = paths.path(old)
            finding.diagnostic.path = new
            for (old, new) in commands {
                finding.diagnostic.hint = finding.diagnostic.hint?.replacingOccurrences(of: old, with: new)
            }
            if finding.kind == .notCompiled {
                for (old, new) in notCompiledFiles {
                    finding.diagnostic.message = finding.diagnostic.message.replacingOccurrences(of: " " + old, with: " " + new)
                }
            }
            if let diff = finding.diff, old != new {
                finding.diff = Self.relabel(diff, from: old, to: new)
            }
            return finding
        }
        return report
    }

    /// A unified diff whose `--- a/<old>` and `+++ b/<old>` labels name `new` instead.
    private static func relabel(_ diff: String, from old: String, to new: String) -> String {
        var lines = diff.split(separator: "\n", maxSplits: 2, omittingEmptySubsequences: false).map(String.init)
        if lines.count > 0, lines[0] == "--- a/" + old { lines[0] = "--- a/" + new }
        if lines.count > 1, lines[1] == "+++ b/" + old { lines[1] = "+++ b/" + new }
        return lines.joined(separator: "\n")
    }
}
