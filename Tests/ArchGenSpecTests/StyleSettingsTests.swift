import ArchGenSpec
import XCTest

/// archgen.yml's `styles:` (each style's conventions) and a spec's own
/// `isolation:`: what each reads into, what wins, and every error verbatim.
final class StyleSettingsTests: XCTestCase {
    func testEachStyleSetsItsIsolation() throws {
        let settings = try load("""
            styles:
              viper: {isolation: none}
              viper-s:
                isolation: mainActor
              vip:
            """)
        XCTAssertEqual(settings.defaults.styles, [
            .viper: StyleSettings(isolation: Isolation.none), .viperS: StyleSettings(isolation: .mainActor), .vip: StyleSettings(),
        ])
    }

    /// The spec's `isolation:` wins; else its style's setting; else `preconcurrency`.
    func testWhatWins() throws {
        let defaults = SpecDefaults(styles: [.viper: StyleSettings(isolation: Isolation.none), .vip: StyleSettings()])
        XCTAssertEqual(try spec("module: A\n", defaults: defaults).isolation, Isolation.none)
        XCTAssertEqual(try spec("module: A\nisolation: mainActor\n", defaults: defaults).isolation, .mainActor)
        XCTAssertEqual(try spec("module: A\nstyle: vip\n", defaults: defaults).isolation, .preconcurrency)
        XCTAssertEqual(try spec("module: A\nstyle: viper-s\n", defaults: defaults).isolation, .preconcurrency)
        XCTAssertEqual(try spec("module: A\n", defaults: SpecDefaults()).isolation, .preconcurrency)
        // --style picks the style whose setting applies.
        XCTAssertEqual(try spec("module: A\nstyle: vip\n", style: .viper, defaults: defaults).isolation, Isolation.none)
    }

    func testUnknownStylesKeysAndValuesSuggestTheNearMiss() {
        XCTAssertEqual(lint("""
            styles:
              viperS: {isolation: none}
              vip:
                isolaton: none
              viper:
                isolation: MainActor
            """), """
            archgen.yml:2:3: error: unknown style 'viperS'
              viperS: {isolation: none}
              ^
            hint: did you mean 'viper-s'?
            archgen.yml:4:5: error: unknown key 'isolaton'
                isolaton: none
                ^
            hint: did you mean 'isolation'?
            archgen.yml:6:16: error: unknown isolation 'MainActor'
                isolation: MainActor
                           ^
            hint: did you mean 'mainActor'?

            """)
        XCTAssertEqual(lint("styles: viper\n"), """
            archgen.yml:1:9: error: 'styles' must be a mapping, found a string
            styles: viper
                    ^

            """)
        XCTAssertEqual(lint("styles:\n  mvvm: {isolation: none}\n"), """
            archgen.yml:2:3: error: unknown style 'mvvm'
              mvvm: {isolation: none}
              ^
            hint: use one of: viper, viper-s, vip

            """)
    }

    func testASpecsIsolationIsCheckedLikeItsOtherChoices() {
        let result = SpecLoader().load(SourceText(path: "A.archgen", text: "module: A\nisolation: actor\n"))
        XCTAssertEqual(DiagnosticRenderer().render(result.diagnostics), """
            A.archgen:2:12: error: unknown isolation 'actor'
            isolation: actor
                       ^
            hint: use one of: mainActor, preconcurrency, none

            """)
    }

    private func load(_ text: String) throws -> ProjectSettings {
        let result = ProjectSettingsLoader().load(SourceText(path: "archgen.yml", text: text))
        XCTAssertEqual(DiagnosticRenderer().render(result.errors), "")
        return try XCTUnwrap(result.settings)
    }

    private func lint(_ text: String) -> String {
        let result = ProjectSettingsLoader().load(SourceText(path: "archgen.yml", text: text))
        XCTAssertEqual(result.settings == nil, !result.errors.isEmpty)
        return DiagnosticRenderer().render(result.errors)
    }

    private func spec(_ text: String, style: Style? = nil, defaults: SpecDefaults) throws -> Spec {
        let result = SpecLoader(styleOverride: style, defaults: defaults).load(SourceText(path: "A.archgen", text: text))
        XCTAssertEqual(DiagnosticRenderer().render(result.diagnostics), "")
        return try XCTUnwrap(result.spec)
    }
}
