/// A project's settings, from archgen.yml: where its specs are, where each
/// module's files go, what specs default to, which templates override the
/// built-in ones, the Swift language mode of the build check, the Xcode
/// project new files join, the Swift package modules become targets of, and
/// the declarations every module shares.
///
/// Every key is optional; `ProjectSettings()` is a project without
/// archgen.yml. Paths are as written: relative to the folder holding
/// archgen.yml, or absolute (the CLI's `Project` resolves them).
package struct ProjectSettings: Equatable, Sendable {
    /// Where a module's files go (`paths:`); nil keeps the default, beside the spec.
    package struct Paths: Equatable, Sendable {
        /// The folder of a module's sources; nil: `<Module>/` beside its spec.
        package var sources: ModulePathPattern?
        /// The folder of its test doubles and tests; nil: `<Module>Tests/` beside its spec.
        package var tests: ModulePathPattern?

        package init(sources: ModulePathPattern? = nil, tests: ModulePathPattern? = nil) {
            self.sources = sources
            self.tests = tests
        }
    }

    /// The language modes the build check can compile modules in.
    package static let languageModes = [5, 6]
    /// `build.languageMode` when archgen.yml does not say.
    package static let defaultLanguageMode = 6

    /// The folders searched for `**/*.archgen` (`specs:`); empty: the project folder.
    package var specs: [String]
    package var paths: Paths
    /// What specs get for the keys they leave out (`defaults:`).
    package var defaults: SpecDefaults
    /// A folder of templates overriding the built-in ones (`templates:`), like `--templates`, which wins.
    package var templates: String?
    /// The Swift language mode the build check compiles modules in (`build.languageMode`): 5 or 6.
    package var languageMode: Int
    /// How the build check proves that modules compile (`build.proof`): fast unless archgen.yml says full.
    package var proof: CompileProof = .default
    /// The Xcode project new files join (`xcode:`); nil: none.
    package var xcode: XcodeSettings?
    /// The Swift package each module becomes a target of (`package:`); nil: none.
    package var package: PackageSettings?
    /// Services and entities declared once for every module (`shared:`); empty: none.
    package var shared: SharedDeclarations

    package init(
        specs: [String] = [], paths: Paths = Paths(), defaults: SpecDefaults = SpecDefaults(),
        templates: String? = nil, languageMode: Int = ProjectSettings.defaultLanguageMode, xcode: XcodeSettings? = nil,
        package: PackageSettings? = nil, shared: SharedDeclarations = SharedDeclarations()
    ) {
        self.package = package
        self.shared = shared
        self.specs = specs
        self.paths = paths
        self.defaults = defaults
        self.templates = templates
        self.languageMode = languageMode
        self.xcode = xcode
    }
}
