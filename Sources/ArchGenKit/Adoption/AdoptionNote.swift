/// A declaration of the team's that archgen cannot express as written: where
/// it is, what archgen would generate instead, and the closest setting.
package struct AdoptionNote: Sendable, Equatable {
    /// `App/Modules/Login/LoginProtocols.swift:12`.
    package var location: String
    package var message: String
    /// The setting or spec line that comes closest, or what to do.
    package var hint: String?

    package init(location: String, message: String, hint: String? = nil) {
        self.location = location
        self.message = message
        self.hint = hint
    }

    /// `path:line: note: message` and, on the next line, `hint: ...`.
    package var rendered: String {
        "\(location): note: \(message)" + (hint.map { "\nhint: \($0)" } ?? "")
    }
}
