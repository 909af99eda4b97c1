import ArchGenSource
import ArchGenSpec
import TestSupport
import XCTest

/// archgen.yml's styles of the project's own (`styles: teamViper: {base: viper, ...}`):
/// what they read into and how a spec names them, verbatim (their errors:
/// `OwnStyleSettingsErrorTests`).
final class OwnStyleTests: XCTestCase {
    private let settingsText = """
        defaults: {style: teamViper}
        styles:
          viper: {isolation: mainActor}
          teamViper:
            base: viper
            isolation: none
            protocols: {view: "{module}ViewInput"}
            templates: Styles/teamViper
          scene-vip: {base: vip, doubles: {spy: "Mock{protocol}"}}
        """

    func testAStyleOfTheProjectsOwnDerivesFromABuiltIn() throws {
        let defaults = try loadProjectSettings(settingsText).defaults
        var names = NamePatterns()
        names.protocols = ["view": "{module}ViewInput"]
        var spy = NamePatterns()
        spy.spy = "Mock{protocol}"
        var teamViper = StyleDefinition.viper, sceneVIP = StyleDefinition.vip
        (teamViper.name, sceneVIP.name) = ("teamViper", "scene-vip")
        XCTAssertEqual(defaults.styles.entries.filter { !$0.isBuiltIn }, [
            StyleRegistry.Entry(definition: teamViper, settings: StyleSettings(isolation: Isolation.none, names: names),
                                templates: "Styles/teamViper", origin: .derived(base: "viper"), location: SourceLocation(line: 4, column: 3)),
            StyleRegistry.Entry(definition: sceneVIP, settings: StyleSettings(names: spy), origin: .derived(base: "vip"),
                                location: SourceLocation(line: 9, column: 3)),
        ])
        // A derived style starts from the built-in style, not from archgen.yml's entry for it.
        XCTAssertEqual(defaults.styles[.viper], StyleSettings(isolation: .mainActor))
        XCTAssertEqual(defaults.styleName, "teamViper")
        XCTAssertEqual(defaults.defaultStyle.definition.templateFolder, "viper")
        XCTAssertEqual(defaults.styles.names.prefix(3), ["viper", "viper-s", "vip"])
        XCTAssertEqual(defaults.styles.names.suffix(2), ["teamViper", "scene-vip"])
    }

    func testASpecNamingItIsRenderedByItsBaseWithItsSettings() throws {
        let defaults = try loadProjectSettings(settingsText).defaults
        let team = try spec("module: A\nstyle: teamViper\n", defaults: defaults)
        XCTAssertEqual(team.style.templateFolder, "viper")
        XCTAssertEqual(team.style.name, "teamViper")
        XCTAssertEqual(team.styleTemplates, "Styles/teamViper")
        XCTAssertEqual(team.isolation, Isolation.none)
        XCTAssertEqual(team.names.protocols["view"], "{module}ViewInput")
        // `defaults: style:` names it; a spec's own isolation still wins.
        let byDefault = try spec("module: A\nisolation: preconcurrency\n", defaults: defaults)
        XCTAssertEqual(byDefault.style.name, "teamViper")
        XCTAssertEqual(byDefault.isolation, .preconcurrency)
        // A built-in keeps archgen.yml's entry for it, and its own name.
        let viper = try spec("module: A\nstyle: viper\n", defaults: defaults)
        XCTAssertEqual(viper.style, .viper)
        XCTAssertEqual(viper.isolation, .mainActor)
        // --style wins, with a name of the project's own too.
        let scene = try spec("module: A\nstyle: viper\n", style: "scene-vip", defaults: defaults)
        XCTAssertEqual(scene.style.templateFolder, "vip")
        XCTAssertEqual(scene.style.name, "scene-vip")
        XCTAssertEqual(scene.names.spy, "Mock{protocol}")
        XCTAssertNil(scene.styleTemplates)
    }

    func testAnUnknownStyleInASpecListsTheBuiltInsAndTheProjectsOwn() throws {
        let defaults = try loadProjectSettings(settingsText).defaults
        XCTAssertEqual(specErrors("module: A\nstyle: teamViepr\n", defaults: defaults), """
            A.archgen:2:8: error: unknown style 'teamViepr'
            style: teamViepr
                   ^
            hint: did you mean 'teamViper'?

            """)
        XCTAssertEqual(specErrors("module: A\nstyle: elm\n", defaults: defaults), """
            A.archgen:2:8: error: unknown style 'elm'
            style: elm
                   ^
            hint: use one of: viper, viper-s, vip, mvvm (built-in), teamViper, scene-vip (archgen.yml)

            """)
        XCTAssertEqual(specErrors("module: A\n", style: "elm", defaults: defaults), """
            A.archgen:1:1: error: unknown style 'elm' (--style)
            module: A
            ^
            hint: use one of: viper, viper-s, vip, mvvm (built-in), teamViper, scene-vip (archgen.yml)

            """)
        XCTAssertEqual(projectSettingsErrors("defaults: {style: elm}\nstyles:\n  team: {base: vip}\n"), """
            archgen.yml:1:19: error: unknown style 'elm'
            defaults: {style: elm}
                              ^
            hint: use one of: viper, viper-s, vip, mvvm (built-in), team (archgen.yml)

            """)
    }

    /// A spec's input named like a link its own style renames is told to look under that
    /// style's entry (it named the base's, 'styles: vip: wiring:', where no such link is); two
    /// links of two holders with one name give the same message every run (the first by key).
    func testAnInputNamedLikeALinkOfAnOwnStyleNamesThatStyle() throws {
        let settings = try loadProjectSettings("""
            styles:
              teamVip:
                base: vip
                wiring:
                  interactor.presenter: {property: output, optional: none}
                  router.view: {property: source}
                  presenter.viewController: {property: source}
            """)
        for _ in 0..<5 {
            XCTAssertEqual(specErrors("module: A\nstyle: teamVip\ninput: (output: String, source: Int)\n", defaults: settings.defaults), """
                A.archgen:3:8: error: input field 'output' has the name archgen.yml's wiring gives 'interactor.presenter'
                input: (output: String, source: Int)
                       ^
                hint: rename it, or the link under 'styles: teamVip: wiring:'
                A.archgen:3:8: error: input field 'source' has the name archgen.yml's wiring gives 'presenter.viewController'
                input: (output: String, source: Int)
                       ^
                hint: rename it, or the link under 'styles: teamVip: wiring:'

                """)
        }
    }

    private func spec(_ text: String, style: String? = nil, defaults: SpecDefaults) throws -> Spec {
        let result = SpecLoader(styleOverride: style, defaults: defaults).load(SourceText(path: "A.archgen", text: text))
        XCTAssertEqual(DiagnosticRenderer().render(result.diagnostics), "")
        return try XCTUnwrap(result.spec)
    }

    private func specErrors(_ text: String, style: String? = nil, defaults: SpecDefaults) -> String {
        DiagnosticRenderer().render(
            SpecLoader(styleOverride: style, defaults: defaults).load(SourceText(path: "A.archgen", text: text)).errors)
    }
}
