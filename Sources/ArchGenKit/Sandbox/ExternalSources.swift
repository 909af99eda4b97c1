import ArchGenSource
import ArchGenSpec

/// The types a spec says the app defines elsewhere (`external`), as one Swift
/// file: the build check compiles it beside the module so the module's code
/// can name them. It is never written into the module.
package enum ExternalSources {
    /// `import Foundation` (and `FoundationNetworking` where it exists, for
    /// URL types), then every `external` entry in spec order: a one-line
    /// declaration as written, an entity shorthand as a struct, and a `.swift`
    /// entry's contents, read with `readFile` from its path resolved against the
    /// spec's folder (see `path(of:inSpecAt:)`). A declaration's lines map to
    /// its entry in the spec, a file's lines to that file.
    package static func source(of spec: Spec, readFile: (String) throws -> String) rethrows -> MappedSource {
        try source(of: spec.external, declaredIn: spec.path, readFile: readFile)
    }

    /// The `external` types of archgen.yml's shared declarations (at `settingsPath`),
    /// compiled beside each module that uses them; `.swift` paths are relative to archgen.yml.
    package static func source(
        of shared: SharedDeclarations, settingsPath: String, readFile: (String) throws -> String
    ) rethrows -> MappedSource {
        try source(of: shared.external, declaredIn: settingsPath, readFile: readFile)
    }

    /// `entries`, written in the file at `path`, as one Swift file.
    private static func source(
        of entries: [External], declaredIn path: String, readFile: (String) throws -> String
    ) rethrows -> MappedSource {
        var source = MappedSource()
        let fileName = Path.lastComponent(of: path)
        source.append("""
            // The external types of \(fileName): defined by the app, compiled beside the module.
            import Foundation

            """ + ModuleFacts.foundationNetworkingImport.map { $0 + "\n" }.joined())
        for entry in entries {
            source.append("\n")
            switch entry {
            case .declaration(let declaration, let location):
                source.append(declaration.swiftSource() + "\n",
                              from: SourcePlace(path: path, location: location, keepsColumns: false))
            case .file(let file, _):
                let resolved = Self.path(of: file, inSpecAt: path)
                source.append("// \(file)\n")
                source.append(contentsOf: resolved, try readFile(resolved))
            }
        }
        return source
    }

    /// The text of `source(of:readFile:)`.
    package static func contents(of spec: Spec, readFile: (String) throws -> String) rethrows -> String {
        try source(of: spec, readFile: readFile).text
    }

    /// An `external` file's path: relative to the spec's folder unless absolute
    /// (`Spec.resolve`, the rule the spec validator checks existence with),
    /// tidied: `../App/User.swift` in `Specs/SignIn.archgen` is `App/User.swift`.
    package static func path(of file: String, inSpecAt specPath: String) -> String {
        Path.normalized(Spec.resolve(file, relativeToSpecAt: specPath))
    }
}
