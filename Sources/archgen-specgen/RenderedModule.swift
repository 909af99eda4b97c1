import ArchGenKit
import ArchGenSource
import ArchGenSpec

/// One spec rendered in one style, on a platform with a test kit, with a
/// team's conventions for the style (archgen.yml's `styles:`) or archgen's:
/// the files archgen writes, plus its `external` declarations, ready for a package.
struct RenderedModule {
    /// Which spec of the run (its position) and which style.
    var specIndex: Int
    var style: String
    var platform: Platform
    var tests: TestFramework
    /// archgen.yml's names and wiring for the style (`styles:`); empty: archgen's own.
    var conventions = TeamConventions()
    var module: String
    /// What the test files `@testable import`.
    var appModule: String
    /// Paths relative to the module's folder in its target, and texts.
    var sources: [(path: String, text: String)]
    var testFiles: [(path: String, text: String)]

    /// `SignIn (viper, uikit, xctest)`.
    var title: String {
        "\(module) (\(style), \(platform.rawValue), \(tests.rawValue)"
            + (conventions.isEmpty ? "" : ", a team's conventions") + ")"
    }

    struct Invalid: Error, CustomStringConvertible {
        var description: String
    }

    static let renderer = ModuleRenderer(loader: BuiltinTemplates.loader(overridingWith: nil))

    /// Loads `spec`, with only the keys `style` accepts, as archgen does in
    /// `style`'s project with `conventions`, and renders it; a spec or an
    /// archgen.yml with an error or a warning is `Invalid` (the generator
    /// writes only valid ones).
    static func render(
        _ generated: GeneratedSpec, specIndex: Int, style: StyleProject, platform: Platform, tests: TestFramework,
        conventions: TeamConventions = TeamConventions()
    ) throws -> RenderedModule {
        let defaults = SpecDefaults(styles: try style.registry(conventions))
        let text = generated.restricted(to: style.definition).text
        let result = SpecLoader(styleOverride: style.name, defaults: defaults).load(bytes: Array(text.utf8), path: "Spec.archgen")
        guard var spec = result.spec, result.errors.isEmpty, result.warnings.isEmpty else {
            throw Invalid(description: DiagnosticRenderer().render(result.diagnostics)
                          + (conventions.isEmpty ? "" : "with the archgen.yml:\n" + style.settings(conventions)))
        }
        spec.platform = platform
        spec.tests = tests
        let files = try renderer.render(spec, layout: ModuleLayout(sources: "Sources", tests: "Tests"))
        func folder(_ name: String) -> [(path: String, text: String)] {
            files.filter { $0.path.hasPrefix(name + "/") }.map { (String($0.path.dropFirst(name.count + 1)), $0.contents) }
        }
        var sources = folder("Sources")
        if !spec.external.isEmpty {
            sources.append(("\(spec.module)External.swift", ExternalSources.contents(of: spec) { _ in "" }))
        }
        return RenderedModule(
            specIndex: specIndex, style: style.name, platform: platform, tests: tests, conventions: conventions, module: spec.module,
            appModule: spec.appModule, sources: sources, testFiles: folder("Tests"))
    }
}
