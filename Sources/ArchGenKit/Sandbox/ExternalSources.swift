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
            // The external types of \(fileName(spec.path)): defined by the app, compiled beside the module.
            import Foundation
            #if canImport(FoundationNetworking)
            import FoundationNetworking
            #endif

            """
        for entry in spec.external {
            switch entry {
            case .declaration(let declaration, _):
                text += "\n" + source(of: declaration) + "\n"
            case .file(let path, _):
                var contents = try readFile(Self.path(of: path, inSpecAt: spec.path))
                if !contents.isEmpty, !contents.hasSuffix("\n") { contents += "\n" }
                text += "\n// \(path)\n" + contents
            }
        }
        return text
    }

    /// An `external` file's path: relative to the spec's folder unless absolute
    /// (the rule the spec validator checks existence with).
    public static func path(of file: String, inSpecAt specPath: String) -> String {
        guard !file.hasPrefix("/"), let slash = specPath.lastIndex(of: "/") else { return file }
        return String(specPath[...slash]) + file
    }

    private static func source(of declaration: EntityDeclaration) -> String {
        switch declaration {
        case .declaration(let type):
            return type.text
        case .shorthand(let name, let fields):
            return "struct \(name) {\n" + fields.map { "    var \($0)\n" }.joined() + "}"
        }
    }

    private static func fileName(_ path: String) -> String {
        path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
    }
}
