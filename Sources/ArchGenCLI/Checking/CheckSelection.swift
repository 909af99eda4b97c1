import ArchGenKit
import ArchGenSpec

/// Which modules `check` looks at: the specs named, the modules owning the
/// files named, or every spec of the project; each spec loaded.
extension CommandContext {
    /// The valid modules to check, given the paths named on the command line
    /// (or staged in git), or all when `paths` is nil. Nil when a spec is
    /// invalid: its diagnostics are in `report`, whose status is then `.invalidInput`.
    func checkSelection(
        _ paths: [String]?, style: Style?, project: Project, report: inout CheckReport
    ) throws(UsageError) -> [(spec: Spec, layout: ModuleLayout)]? {
        let named = (paths ?? []).map(WritePath.normalized)
        // A change to the settings can change every module: archgen.yml selects them all.
        let all = paths == nil || named.contains { $0 == "archgen.yml" || $0.hasSuffix("/archgen.yml") }
        let specPaths = all ? [] : named.filter { $0.hasSuffix(".archgen") }
        let otherFiles = all ? [] : named.filter { !$0.hasSuffix(".archgen") }
        let candidates = all || !otherFiles.isEmpty ? project.specPaths(system) : []
        if all, candidates.isEmpty { throw project.noSpecsFound }
        var modules: [(spec: Spec, layout: ModuleLayout)] = []
        var valid = true
        for path in specPaths + candidates.filter({ !specPaths.contains($0) }) {
            let result = loadSpec(at: path, style: style, project: project)
            let isNamed = all || specPaths.contains(path)
            guard let spec = result.spec else {
                // A spec that is only a candidate for owning a file is reported when a file is below its folder
                // (an invalid spec's module folders are unknown).
                if isNamed || Self.holds([ModuleLayout.folder(of: path)], anyOf: otherFiles) {
                    report.findings += result.diagnostics.map { CheckFinding(kind: .spec, diagnostic: $0) }
                    valid = false
                }
                continue
            }
            let layout = project.layout(for: spec, specPath: path)
            guard isNamed || Self.holds([layout.sources, layout.tests], anyOf: otherFiles) else { continue }
            report.findings += result.warnings.map { CheckFinding(kind: .spec, diagnostic: $0) }
            modules.append((spec, layout))
        }
        let clashes = Self.moduleNameClashes(modules.map(\.spec))
        report.findings += clashes.map { CheckFinding(kind: .spec, diagnostic: $0) }
        valid = valid && clashes.isEmpty
        guard valid else {
            report.status = .invalidInput
            return nil
        }
        return modules
    }

    /// Whether a file of `files` lies below one of `folders`.
    static func holds(_ folders: [String], anyOf files: [String]) -> Bool {
        let prefixes = folders.map { ModuleLayout.join(WritePath.normalized($0), "") }
        return files.contains { file in prefixes.contains { file.hasPrefix($0) } }
    }
}
