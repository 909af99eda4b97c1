/// Values for the keys a spec leaves out, set for a whole project by
/// archgen.yml's `defaults`. Each applies only where the spec does not say:
/// the spec's own value wins, and the command line's `--style` wins over both.
/// A key left nil here falls back to the built-in default (spec-format.md):
/// `viper`, `uikit`, `xctest`, and the module's own name for `appModule`.
public struct SpecDefaults: Equatable, Sendable {
    /// The built-in style specs default to; a project's own style's base when `styleName` is set.
    public var style: Style?
    /// The project's own style `defaults: style:` names, if it names one.
    public var styleName: String?
    public var platform: Platform?
    public var tests: TestFramework?
    /// The Swift module generated tests `@testable import` (an app's target).
    public var appModule: String?
    /// The name pattern of a module's package target (archgen.yml's `package.target`): without
    /// `appModule`, what a module's tests `@testable import`.
    public var targetPattern: String?
    /// Each style's conventions (archgen.yml's `styles:`), for the specs of that style.
    public var styles: [Style: StyleSettings]
    /// The project's own styles (archgen.yml's `styles:` entries with a `base:`), in archgen.yml's order.
    public var ownStyles: [NamedStyle] = []

    public init(
        style: Style? = nil, platform: Platform? = nil, tests: TestFramework? = nil, appModule: String? = nil,
        styles: [Style: StyleSettings] = [:]
    ) {
        self.style = style
        self.platform = platform
        self.tests = tests
        self.appModule = appModule
        self.styles = styles
    }

    /// The module the tests of `module` `@testable import` when its spec does not say:
    /// `appModule`, else the module's package target, else the module itself.
    public func appModule(of module: String) -> String {
        appModule ?? targetPattern.map { NamePatterns.fill($0, NamePatterns.modulePlaceholder, with: module) } ?? module
    }
}
