import ArchGenSource

/// A template that does not parse, or does not render against its context:
/// an unknown tag, variable or filter, an unclosed block, an include cycle.
///
/// It carries the path of the template at fault (the included one, when the
/// error is inside an include) and the text of the offending line, so it
/// prints like every other archgen error:
///
///     Templates/Presenter.swift:3:12: error: unknown variable 'modul'
///     final class {{ modul }}Presenter {
///                    ^
///     hint: did you mean 'module'?
package struct TemplateError: LocatedError, Equatable {
    package var message: String
    package var location: SourceLocation
    package var hint: String?
    /// The template's path as shown in diagnostics.
    package var path: String
    /// The text of line `location.line` of that template.
    package var sourceLine: String?

    package init(
        _ message: String, path: String, location: SourceLocation,
        sourceLine: String? = nil, hint: String? = nil
    ) {
        self.message = message
        self.path = path
        self.location = location
        self.sourceLine = sourceLine
        self.hint = hint
    }

    /// The error as a diagnostic, ready for `DiagnosticRenderer`.
    package var diagnostic: Diagnostic {
        Diagnostic(
            severity: .error, message: message, path: path,
            location: location, sourceLine: sourceLine, hint: hint)
    }

    /// The diagnostic printed by the one shared renderer (no colours).
    package var rendered: String {
        DiagnosticRenderer().render(diagnostic)
    }
}

extension SourceText {
    /// A template error at `location` in this text.
    func templateError(_ message: String, at location: SourceLocation, hint: String? = nil) -> TemplateError {
        TemplateError(message, path: path, location: location, sourceLine: line(location.line), hint: hint)
    }
}
