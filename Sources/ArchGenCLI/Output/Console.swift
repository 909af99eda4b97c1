import ArchGenSource
import ArchGenSpec

/// Where a command's output goes: results on stdout, diagnostics and usage
/// errors on stderr, coloured only on a terminal without NO_COLOR. A quiet
/// console (`--quiet`) prints errors only: no report, no progress, no
/// warning or note.
struct Console: Sendable {
    let system: SystemEnvironment
    var quiet = false
    /// Set while a `Generation` plans: diagnostics are kept there, not printed.
    var collector: DiagnosticCollector?

    var renderer: DiagnosticRenderer { DiagnosticRenderer(colored: system.usesColor) }

    /// A report for people, which a quiet console leaves out.
    func print(_ text: String) {
        guard !quiet else { return }
        printDocument(text)
    }

    /// What was asked for (`--format json`, `--help`): printed even when quiet.
    func printDocument(_ text: String) {
        system.standardOutput(text.hasSuffix("\n") ? text : text + "\n")
    }

    func printError(_ text: String) {
        system.standardError(text.hasSuffix("\n") ? text : text + "\n")
    }

    func report(_ diagnostics: [Diagnostic]) {
        if let collector {
            collector.append(diagnostics)
            return
        }
        let shown = quiet ? diagnostics.filter { $0.severity == .error } : diagnostics
        guard !shown.isEmpty else { return }
        system.standardError(renderer.render(shown))
    }

    /// `error: message`, an optional hint, then the usage text; for bad invocations.
    func reportUsage(_ error: UsageError, usage: String) {
        var text = "error: \(error.message)\n"
        if let hint = error.hint { text += "hint: \(hint)\n" }
        printError(text + "\n" + usage)
    }
}
