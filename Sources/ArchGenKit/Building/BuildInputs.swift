/// What a sandbox build depends on besides the package's own files: the
/// check skips `swift build` when none of it, and none of them, changed since
/// the last successful build (`BuildRecord`).
package struct BuildInputs: Equatable, Sendable {
    /// The text of each module's spec (and of archgen.yml, when modules are compiled with its shared declarations).
    package var specs: [String]
    /// A hash of the templates the modules' files are generated from.
    package var templates: String
    /// Which toolchain builds (`ToolchainIdentity`).
    package var toolchain: String

    package init(specs: [String], templates: String, toolchain: String) {
        self.specs = specs
        self.templates = templates
        self.toolchain = toolchain
    }

    /// A hash of `files` (every path and text of the package: the modules'
    /// sources and tests, their `external` Swift, the manifest with its
    /// language mode) together with these inputs.
    package func fingerprint(of files: [SandboxPackage.File]) -> String {
        var hasher = StableHasher()
        hasher.combine("archgen build fingerprint 1")
        for file in files {
            hasher.combine(file.path)
            hasher.combine(file.contents)
        }
        hasher.combine(String(specs.count))
        specs.forEach { hasher.combine($0) }
        hasher.combine(templates)
        hasher.combine(toolchain)
        return hasher.value
    }
}
