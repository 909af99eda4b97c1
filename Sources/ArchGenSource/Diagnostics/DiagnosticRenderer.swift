/// Prints diagnostics the way compilers do:
///
///     Specs/SignIn.archgen:3:8: error: unknown key 'stlye'
///     stlye: viper
///            ^
///     hint: did you mean 'style'?
///
/// The one place where any stage's error becomes text. Invisible characters
/// (`InvisibleScalar`) are shown as `<U+202E>`, so a bidi control in a spec
/// cannot reorder what the terminal shows; so are those of a path (a file
/// named with an escape sequence cannot clear the screen, nor a newline
/// split the `path:line:column` line).
package struct DiagnosticRenderer: Sendable {
    /// ANSI colours, for a terminal only (never when NO_COLOR is set).
    package var colored: Bool

    package init(colored: Bool = false) {
        self.colored = colored
    }

    package func render(_ diagnostic: Diagnostic) -> String {
        var header = InvisibleScalar.revealed(diagnostic.path)
        if let location = diagnostic.location {
            header += ":\(location.line):\(location.column)"
        }
        let severity = diagnostic.severity.rawValue
        var text = paint(header + ": ", .bold)
            + paint(severity + ":", [.error: .red, .warning: .magenta][diagnostic.severity] ?? .bold)
            + paint(" " + InvisibleScalar.revealed(diagnostic.message), .bold)
        if let line = diagnostic.sourceLine, let location = diagnostic.location {
            // Invisible characters are shown as `<U+202E>`; the caret moves right by what they add before it.
            var before = String.UnicodeScalarView()
            before.append(contentsOf: line.unicodeScalars.prefix(max(0, location.column - 1)))
            let shift = InvisibleScalar.revealed(String(before)).unicodeScalars.count - before.count
            let shown = InvisibleScalar.revealed(line)
            text += "\n" + shown + "\n" + paint(caretLine(under: shown, column: location.column + shift), .green)
        }
        if let hint = diagnostic.hint {
            // A hint may show lines to add: each line is revealed on its own.
            let lines = hint.split(separator: "\n", omittingEmptySubsequences: false).map { InvisibleScalar.revealed(String($0)) }
            text += "\n" + paint("hint:", .cyan) + " " + lines.joined(separator: "\n")
        }
        return text
    }

    package func render(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map { render($0) + "\n" }.joined()
    }

    /// Spaces up to `column` (tabs kept, so the caret lines up under tabbed text), then `^`.
    func caretLine(under line: String, column: Int) -> String {
        var prefix = ""
        for scalar in line.unicodeScalars.prefix(max(0, column - 1)) {
            prefix.append(scalar == "\t" ? "\t" : " ")
        }
        let missing = max(0, column - 1) - prefix.unicodeScalars.count
        return prefix + String(repeating: " ", count: missing) + "^"
    }

    private enum Style: String {
        case bold = "1", red = "1;31", magenta = "1;35", green = "1;32", cyan = "1;36"
    }

    private func paint(_ text: String, _ style: Style) -> String {
        colored ? "\u{1B}[\(style.rawValue)m\(text)\u{1B}[0m" : text
    }
}
