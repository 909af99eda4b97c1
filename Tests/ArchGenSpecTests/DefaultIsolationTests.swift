import ArchGenSource
import ArchGenSpec
import TestSupport
import XCTest

/// The isolation a module gets when neither its spec nor archgen.yml's
/// style entry says: archgen.yml's `defaults: isolation:`, else the one that
/// fits `build: languageMode` (issue 38: Swift 6 mode catches data races).
final class DefaultIsolationTests: XCTestCase {
    /// Without a word of isolation, Swift 6 mode gets `mainActor` (the compiler then rejects a call
    /// off the main actor) and Swift 5 mode `preconcurrency`; `defaults: isolation:` sets it for every
    /// style, and a style's own setting wins over it.
    func testTheDefaultIsolationFitsTheLanguageModeUnlessArchgenYmlSaysOtherwise() throws {
        XCTAssertEqual(try loadProjectSettings("specs: Specs\n").defaults.isolation, .mainActor)
        XCTAssertEqual(try loadProjectSettings("build: {languageMode: 6}\n").defaults.isolation, .mainActor)
        XCTAssertEqual(try loadProjectSettings("build: {languageMode: 5}\n").defaults.isolation, .preconcurrency)
        let chosen = try loadProjectSettings("defaults: {isolation: none}\nbuild: {languageMode: 6}\nstyles: {vip: {isolation: mainActor}}\n")
        XCTAssertEqual(chosen.defaults.isolation, Isolation.none)
        XCTAssertEqual(try spec("module: A\n", defaults: chosen.defaults).isolation, Isolation.none)
        XCTAssertEqual(try spec("module: A\nstyle: vip\n", defaults: chosen.defaults).isolation, .mainActor)
        XCTAssertEqual(projectSettingsErrors("defaults:\n  isolation: MainActor\n"), """
            archgen.yml:2:14: error: unknown isolation 'MainActor'
              isolation: MainActor
                         ^
            hint: did you mean 'mainActor'?

            """)
    }

    private func spec(_ text: String, defaults: SpecDefaults) throws -> Spec {
        let result = SpecLoader(defaults: defaults).load(SourceText(path: "A.archgen", text: text))
        XCTAssertEqual(DiagnosticRenderer().render(result.diagnostics), "")
        return try XCTUnwrap(result.spec)
    }
}
