/// Values for the keys a spec leaves out, set for a whole project by
/// archgen.yml's `defaults`. Each applies only where the spec does not say:
/// the spec's own value wins, and the command line's `--style` wins over both.
/// A key left nil here falls back to the built-in default (spec-format.md):
/// `viper`, `uikit`, `xctest`, and the module's own name for `appModule`.
package struct SpecDefaults: Equatable, Sendable {
    /// The style `defaults: style:` names, if it names one.
    package var styleName: String?
    package var platform: Platform?
    package var tests: TestFramework?
    /// The Swift module generated tests `@testable import` (an app's target).
    package var appModule: String?
    /// The name pattern of a module's package target (archgen.yml's `package.target`): without
    /// `appModule`, what a module's tests `@testable import`.
    package var targetPattern: String?
    /// `defaults: access:`, else `public` in a package project (its modules are targets of their own), else nil: `internal`.
    package var access: Access?
    /// archgen.yml's `package.sharedTarget`: the target of the shared declarations, which modules using them import.
    package var sharedTarget: String?
    /// archgen.yml's `package.sharedTestTarget`: the target of the shared services' mocks, which tests using them import.
    package var sharedTestTarget: String?
    /// The styles specs can name, with archgen.yml's conventions for each.
    package var styles: StyleRegistry
    /// `defaults: isolation:`, else the one that fits `build.languageMode` (`Isolation.default(languageMode:)`).
    package var isolation = Isolation.default(languageMode: ProjectSettings.defaultLanguageMode)
    /// `defaults: observation:`, else the one `defaults: deploymentTarget:` allows; nil: `ObservationKind.default`.
    package var observation: ObservationKind?

    package init(
        styleName: String? = nil, platform: Platform? = nil, tests: TestFramework? = nil, appModule: String? = nil,
        styles: StyleRegistry = .builtIn
    ) {
        self.styleName = styleName
        self.platform = platform
        self.tests = tests
        self.appModule = appModule
        self.styles = styles
    }

    /// The module the tests of `module` `@testable import` when its spec does not say:
    /// `appModule`, else the module's package target, else the module itself.
    package func appModule(of module: String) -> String {
        appModule ?? targetPattern.map { NamePatterns.fill($0, NamePatterns.modulePlaceholder, with: module) } ?? module
    }

    /// The style a spec that names none gets: `defaults: style:`, else `viper`.
    package var defaultStyle: StyleRegistry.Entry {
        styleName.flatMap(styles.entry(named:)) ?? styles.entry(named: "viper") ?? styles.entries[0]
    }
}
