import ArchGenSource
import ArchGenSpec

/// Compares a module's rendered files with the disk, as the writer plans
/// them: a generated file that would be updated has drifted from its spec;
/// a generated or scaffold file that would be created is missing. A scaffold
/// file that differs is the user's work, and fine.
package enum DriftCheck {
    /// The findings for `plan`, made from the rendered files of the spec at
    /// `specPath` (or archgen.yml's shared declarations, regenerated with
    /// every module of their project: `regenerate` then says how).
    package static func findings(in plan: WritePlan, specPath: String, regenerate: String? = nil) -> [CheckFinding] {
        let regenerate = regenerate ?? "run `archgen generate \(specPath)`"
        let source = specPath.hasSuffix(".archgen") ? "the spec" : Path.lastComponent(of: specPath)
        var findings: [CheckFinding] = plan.actions.compactMap { action in
            switch (action.ownership, action.kind) {
            case (.generated, .create):
                return CheckFinding(kind: .missing, diagnostic: Diagnostic(
                    severity: .error, message: "generated file is missing", path: action.path,
                    hint: regenerate + " to write it"))
            case (.generated, .update):
                let old = action.oldContents ?? ""
                let line = firstDifferentLine(old, action.contents)
                return CheckFinding(
                    kind: .drift,
                    diagnostic: Diagnostic(
                        severity: .error, message: "generated file differs from what \(Path.lastComponent(of: specPath)) generates",
                        path: action.path, location: SourceLocation(line: line.number, column: 1), sourceLine: line.text,
                        hint: regenerate + " to update it; edit \(source), not this file"),
                    diff: UnifiedDiff.diff(from: old, to: action.contents, path: action.path))
            case (.scaffold, .create):
                return CheckFinding(kind: .missing, diagnostic: Diagnostic(
                    severity: .error, message: "scaffold file is missing", path: action.path,
                    hint: regenerate + " to create it"))
            default:
                return nil
            }
        }
        findings += plan.errors.map { error in
            CheckFinding(kind: .drift, diagnostic: Diagnostic(error))
        }
        return findings
    }

    /// The first line (1-based) where `old` and `new` differ, with its text in `old`.
    static func firstDifferentLine(_ old: String, _ new: String) -> (number: Int, text: String?) {
        let oldLines = old.split(separator: "\n", omittingEmptySubsequences: false)
        let newLines = new.split(separator: "\n", omittingEmptySubsequences: false)
        var index = 0
        while index < oldLines.count, index < newLines.count, oldLines[index] == newLines[index] { index += 1 }
        return (index + 1, index < oldLines.count ? String(oldLines[index]) : nil)
    }
}
