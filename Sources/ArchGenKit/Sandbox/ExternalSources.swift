import ArchGenSpec

/// The types a spec says the app defines elsewhere (`external`), as one Swift
/// file: the build check compiles it beside the module so the module's code
/// can name them. It is never written into the module.
public enum ExternalSources {
    /// `import Foundation` (and `FoundationNetworking` where it exists, for
    /// URL types), then every `external` entry in spec order: a one-line
    /// declaration as written, an entity shorthand as a struct, and a `.swift`
    /// entry's contents, read with `readFile` from its path resolved against the
    /// spec's folder (see `path(of:inSpecAt:)`).
    public static func contents(of spec: Spec, readFile: (String) throws -> String) rethrows -> String {
        var text = """
            // The external types of \(spec.fileName): defined by the app, compiled beside the module.
            import Foundation

            """ + ModuleFacts.foundationNetworkingImport.map { $0 + "\n" }.joined()
        for entry in spec.external {
            switch entry {
            case .declaration(let declaration, _):
                text += "\n" + declaration.swiftSource() + "\n"
            case .file(let path, _):
                var contents = try readFile(Self.path(of: path, inSpecAt: spec.path))
                if !contents.isEmpty, !contents.hasSuffix("\n") { contents += "\n" }
                text += "\n// \(path)\n" + contents
            }
        }
        return text
    }

    /// An `external` file's path: relative to the spec's folder unless absolute
    /// (`Spec.resolve`, the rule the spec validator checks existence with).
    public static func path(of file: String, inSpecAt specPath: String) -> String {
        Spec.resolve(file, relativeToSpecAt: specPath)
    }
}
