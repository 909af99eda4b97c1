import ArchGenKit
import ArchGenSpec

/// Everything one `archgen check` found, printed at the end in one of three
/// formats: text for people, JSON for tools, GitHub workflow commands for
/// annotations on a pull request.
struct CheckReport {
    enum Format: String, CaseIterable {
        case text, json, github
    }

    /// A module that was checked.
    struct Module {
        var name: String
        var spec: String
        var sources: String
        var tests: String
        /// The archgen.yml governing it; nil for the defaults.
        var project: String?
        /// Its files with code the build left out (`#if canImport(UIKit)` on Linux).
        var notCompiled: [CompiledOutCode] = []
    }

    /// Which files were checked, and how the paths named were taken.
    enum Source {
        /// The working tree; every path named must select a module.
        case workingTree
        /// The index (`--staged`): the paths named, or else staged, are a commit's files.
        case staged
        /// The working tree, with the paths named by the pre-commit framework (PRE_COMMIT is set): a commit's files.
        case preCommitFramework
    }

    /// A file of a checked module and its state.
    struct File {
        enum State: String {
            /// A generated file as its spec generates it.
            case upToDate = "up-to-date"
            /// A generated file with other content.
            case drifted
            case missing
            /// A scaffold file that exists: the user's.
            case present
        }

        var path: String
        var module: String
        var ownership: PlannedFile.Ownership
        var state: State
    }

    /// A step of the check and how long it took.
    struct Timing {
        var step: String
        var duration: Duration
    }

    var modules: [Module] = []
    var files: [File] = []
    var findings: [CheckFinding] = []
    /// Nil when the build was skipped (`--no-build`, or invalid input).
    var build: BuildCheckResult?
    /// Why the build was skipped, for the summary; nil when it ran.
    var buildSkipped: String?
    var timings: [Timing] = []
    var status: ExitCode = .success
    var source = Source.workingTree
    /// What the modules were built for (`Linux`, `the iOS simulator`); nil when not built.
    var destination: String?

    var errorCount: Int { findings.filter(\.isError).count }
    var warningCount: Int { findings.filter { $0.diagnostic.severity == .warning }.count }

    /// `check: 3 modules up to date and built, tests passed (specs 4 ms, build 12.3 s, total 12.4 s)`
    /// or `check: 3 modules checked, 2 problems: 1 drifted file, 1 compile error (...)`.
    var summary: String {
        let modulesText = plural(modules.count, "module")
        let times = timings.map { "\($0.step) \(ActionReport.format($0.duration))" }.joined(separator: ", ")
        let errors = findings.filter(\.isError)
        var text: String
        if errors.isEmpty, modules.isEmpty, source != .workingTree {
            text = "check: no module to check: none of " + (source == .staged ? "the staged files" : "these files")
                + " is a spec, archgen.yml or a module's file"
        } else if errors.isEmpty {
            text = "check: \(modulesText) up to date"
            if let build {
                let built = build.reused ? "built (no change since the last build)" : "built"
                text += build.testsPassed == nil ? " and " + built : ", " + built + " and tested"
                if let tests = build.tests { text += ": " + tests.summary }
            } else if let buildSkipped {
                text += " (" + buildSkipped + ")"
            }
        } else {
            let counts = CheckFinding.Kind.allCases.map { kind in (kind, problemCount(of: kind, among: errors)) }.filter { $0.1 > 0 }
            let kinds = counts.map { Self.countText($0.1, $0.0) }
            let problems = counts.map(\.1).reduce(0, +)
            // The modules checked, not only those with a problem (a compile error may not say whose it is).
            text = "check: " + (modules.isEmpty ? "" : "\(modulesText) checked, ") + plural(problems, "problem") + ": "
                + kinds.joined(separator: ", ")
            if let tests = build?.tests { text += "; " + tests.summary }
        }
        if warningCount > 0 { text += ", \(plural(warningCount, "warning"))" }
        let notCompiled = modules.filter { !$0.notCompiled.isEmpty }.count
        if notCompiled > 0, let destination {
            text += "; code of \(plural(notCompiled, "module")) not compiled on \(destination) (see the notes)"
        }
        return times.isEmpty ? text : text + " (\(times))"
    }

    /// Adds a project's build: its diagnostics, and its result merged with
    /// the builds of the projects before it.
    mutating func add(_ result: BuildCheckResult) {
        findings += result.buildDiagnostics.map { CheckFinding(kind: .compile, diagnostic: $0) }
        findings += result.testDiagnostics.map { CheckFinding(kind: .test, diagnostic: $0) }
        build = build.map { $0.merged(with: result) } ?? result
    }

    /// The problems of `kind` among `errors`: one per error, but one per
    /// failed test for the tests (each failed assertion is a diagnostic of
    /// its own, and a test is counted once: `TestCounts`); when the tests
    /// failed without a test that failed (the run could not start), one per error.
    private func problemCount(of kind: CheckFinding.Kind, among errors: [CheckFinding]) -> Int {
        let count = errors.filter { $0.kind == kind }.count
        guard kind == .test, count > 0, let failed = build?.tests?.failed, failed > 0 else { return count }
        return failed
    }

    private static func countText(_ count: Int, _ kind: CheckFinding.Kind) -> String {
        let (one, many): (String, String) = switch kind {
        case .spec: ("spec error", "spec errors")
        case .drift: ("drifted file", "drifted files")
        case .missing: ("missing file", "missing files")
        case .orphan: ("file no spec generates", "files no spec generates")
        case .project: ("Xcode project problem", "Xcode project problems")
        case .manifest: ("package manifest problem", "package manifest problems")
        case .compile: ("compile error", "compile errors")
        case .test: ("test failure", "test failures")
        case .environment: ("environment error", "environment errors")
        case .selection: ("path that selects nothing", "paths that select nothing")
        case .notCompiled: ("module with code not compiled here", "modules with code not compiled here")
        }
        return "\(count) \(count == 1 ? one : many)"
    }

    /// Prints the report: text puts diagnostics and diffs on stderr and the
    /// summary on stdout; JSON and GitHub print everything on stdout.
    func print(as format: Format, to console: Console) {
        switch format {
        case .text:
            for finding in findings where !console.quiet || finding.diagnostic.severity == .error {
                console.report([finding.diagnostic])
                if let diff = finding.diff { console.printError(diff) }
            }
            console.print(summary)
        case .json:
            console.printDocument(json.rendered())
        case .github:
            console.printDocument(githubCommands)
        }
    }
}
