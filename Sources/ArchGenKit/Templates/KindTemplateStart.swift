/// Where the template of a file kind of a style's own goes in the style's
/// folder, and the command that starts it: `templates export --kind` writes
/// `<folder>/<kind>.stencil`, so it names the folder the template is in when
/// the template is named after its kind (`Mapper`, `parts/Mapper`); for any
/// other name there is no command, only the file to write.
package struct KindTemplateStart: Sendable, Equatable {
    /// `Styles/mvp/parts/Mapper.stencil`.
    package var path: String
    /// `archgen templates export --kind Mapper Styles/mvp/parts`, or nil.
    package var command: String?

    /// Nil when `template` is not one the style's folder can hold (another style's).
    package init?(kind: String, template: String, folder: String, base: String) {
        guard let local = StyleTemplateLoader.localName(of: template, base: base) else { return nil }
        path = folder + "/" + local + ".stencil"
        if local == kind {
            command = "archgen templates export --kind \(kind) \(folder)"
        } else if local.hasSuffix("/" + kind) {
            command = "archgen templates export --kind \(kind) \(folder)/\(local.dropLast(kind.count + 1))"
        }
    }
}
