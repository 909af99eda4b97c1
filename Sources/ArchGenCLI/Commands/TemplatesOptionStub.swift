// TEMPORARY STUB (replaced by the embed-templates branch).
extension CommandSignature.Option {
    static let templates = CommandSignature.Option(
        name: "--templates", valueName: "DIR", help: "Use the templates in DIR before the built-in ones")
}
