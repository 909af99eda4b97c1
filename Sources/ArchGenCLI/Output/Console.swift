import ArchGenSpec

/// Where a command's output goes: results on stdout, diagnostics and usage
/// errors on stderr, coloured only on a terminal without NO_COLOR.
struct Console: Sendable {
    let system: SystemEnvironment

    var renderer: DiagnosticRenderer { DiagnosticRenderer(colored: system.usesColor) }

    func print(_ text: String) {
        system.standardOutput(text.hasSuffix("\n") ? text : text + "\n")
    }

    func printError(_ text: String) {
        system.standardError(text.hasSuffix("\n") ? text : text + "\n")
    }

    func report(_ diagnostics: [Diagnostic]) {
        guard !diagnostics.isEmpty else { return }
        system.standardError(renderer.render(diagnostics))
    }

    /// `error: message`, an optional hint, then the usage text; for bad invocations.
    func reportUsage(_ error: UsageError, usage: String) {
        var text = "error: \(error.message)\n"
        if let hint = error.hint { text += "hint: \(hint)\n" }
        printError(text + "\n" + usage)
    }
}
