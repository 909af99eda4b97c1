import ArchGenSource

/// The two files of a project's shared declarations (archgen.yml's `shared`):
/// the protocols and entities, and the mocks, both generated.
package enum SharedFiles {
    /// What the shared files are named after, and the folders' name by default (`Shared/`, `SharedTests/`).
    package static let moduleName = "Shared"
    /// The protocols and entities, in the sources folder.
    package static let declarationsFileName = "SharedDeclarations.swift"
    /// The mocks of the shared services, in the tests folder.
    package static let doublesFileName = "SharedTestDoubles.swift"

    /// Both files' paths in `layout`: declarations, then doubles.
    package static func paths(in layout: ModuleLayout) -> [String] {
        [Path.join(layout.sources, declarationsFileName), Path.join(layout.tests, doublesFileName)]
    }
}
