import ArchGenSource

/// Where a module's files go. By default everything sits beside the spec,
/// the way SwiftPM lays out a package:
///
///     SignIn.archgen
///     SignIn/          SignInContract.swift, SignInPresenter.swift, ...
///     SignInTests/     SignInTestDoubles.swift, SignInPresenterTests.swift, ...
///
/// `--output` and `--tests-output` move either folder; archgen.yml's `files:`
/// names each file below them (`StyleNaming.filePath`).
package struct ModuleLayout: Equatable, Sendable {
    /// The folder of the module's sources.
    package var sources: String
    /// The folder of its test doubles and tests.
    package var tests: String

    package init(sources: String, tests: String) {
        self.sources = sources
        self.tests = tests
    }

    /// The default layout of `module` around a base folder, with optional overrides.
    package init(module: String, base: String, sources: String? = nil, tests: String? = nil) {
        self.sources = sources ?? Path.join(base, module)
        self.tests = tests ?? Path.join(base, module + "Tests")
    }
}
