/// One module as the build check compiles it: its sources (as they are on
/// disk, or as `new` is about to write them), the Swift of its spec's
/// `external` entries, its doubles and tests, and the project's shared
/// declarations when it uses them.
package struct SandboxModule: Equatable, Sendable {
    /// A file of the module: where the user has it, and its text.
    package struct File: Equatable, Sendable {
        /// The file's path as the user sees it (relative to the current folder, or absolute).
        package var path: String
        /// Its path below the module's sources or tests folder (`SignInPresenter.swift`, `Cells/ItemCell.swift`).
        package var name: String
        package var contents: String

        package init(path: String, name: String, contents: String) {
            self.path = path
            self.name = name
            self.contents = contents
        }
    }

    /// The module's name: its library target's name.
    package var name: String
    /// The module its tests `@testable import` (the spec's `appModule`),
    /// pointed at the library target in the sandbox.
    package var appModule: String
    package var sources: [File]
    package var tests: [File]
    /// The spec's `external` types; nil when it has none.
    package var external: MappedSource?
    /// The project's shared declarations, compiled into the module when it uses them; nil when it does not.
    package var shared: SharedCode?
    /// The modules whose files the target holds: the module itself, or the
    /// modules of an app module joined into one target (`AppTargets`).
    package var moduleNames: [String]

    /// archgen.yml's shared declarations as one module compiles them: the
    /// Swift files of the shared folders (the generated two among them) and
    /// the shared `external` types. Their tests `@testable import` the app module.
    package struct SharedCode: Equatable, Sendable {
        package var sources: [File]
        package var tests: [File]
        package var external: MappedSource?

        package init(sources: [File], tests: [File], external: MappedSource? = nil) {
            self.sources = sources
            self.tests = tests
            self.external = external
        }
    }

    package init(
        name: String, appModule: String, sources: [File], tests: [File], external: MappedSource? = nil, shared: SharedCode? = nil
    ) {
        self.name = name
        self.appModule = appModule
        self.sources = sources
        self.tests = tests
        self.external = external
        self.shared = shared
        moduleNames = [name]
    }

    /// The test target's name.
    package var testTargetName: String { name + "Tests" }
}
