import ArchGenSource
import ArchGenSpec
import TestSupport
import XCTest

/// Which role lists take properties: those whose protocol the style's
/// manifest marks `properties: true` (MVVM's view-model protocol, VIP's
/// business logic, VIPER's presentation, VIPER-S's events); the others refuse
/// one, located, with a hint naming the lists that take them.
final class RoleListPropertyTests: XCTestCase {
    private let mvvm = BuiltinStyles.definition("mvvm")!

    private func load(_ text: String, style: StyleDefinition? = nil) -> SpecLoadResult {
        SpecLoader(styleOverride: style).load(SourceText(path: "Shop.archgen", text: text))
    }

    func testTheListsTheViewReadsTakeProperties() throws {
        for (style, list) in [(mvvm, "events"), (StyleDefinition.vip, "events"), (StyleDefinition.vip, "interactor"),
                              (StyleDefinition.viper, "events"), (StyleDefinition.viperS, "events")] {
            let result = load("module: Shop\n\(list):\n  - var isLoading: Bool { get }\n  - var onReload: (() -> Void)? { get set }\n",
                              style: style)
            XCTAssertEqual(DiagnosticRenderer().render(result.errors), "", style.name)
            XCTAssertEqual(result.spec?.members(of: Role(rawValue: list)).map(\.declaration.description),
                           ["var isLoading: Bool { get }", "var onReload: (() -> Void)? { get set }"], style.name)
        }
    }

    func testTheOtherListsRefuseAPropertyNamingTheListsThatTakeThem() {
        XCTAssertEqual(DiagnosticRenderer().render(load("module: Shop\nview:\n  - var isLoading: Bool { get }\n", style: mvvm).errors), """
            Shop.archgen:3:5: error: 'view' lists methods only; 'isLoading' is a property
              - var isLoading: Bool { get }
                ^
            hint: in MVVM, 'events' takes properties (what the view reads or sets); others belong to services

            """)
        XCTAssertEqual(DiagnosticRenderer().render(load("module: Shop\noutput:\n  - var total: Int { get }\n", style: .vip).errors), """
            Shop.archgen:3:5: error: 'output' lists methods only; 'total' is a property
              - var total: Int { get }
                ^
            hint: in VIP, 'events' and 'interactor' take properties (what the view reads or sets); others belong to services

            """)
    }

    /// A team's style says which lists take properties, as data.
    func testATeamsManifestSaysWhichListsTakeProperties() throws {
        func style(_ events: String) -> StyleManifestResult {
            let manifest = StyleManifestTests.mvp.replacingOccurrences(
                of: "doc: \"View → presenter: user events.\",", with: "doc: \"View → presenter: user events.\"," + events)
            return StyleManifestReader().read(SourceText(path: "Styles/mvp/style.yml", text: manifest), name: "mvp")
        }
        func load(_ text: String, style: StyleManifestResult) throws -> SpecLoadResult {
            var registry = StyleRegistry.builtIn
            registry.entries.append(StyleRegistry.Entry(definition: try XCTUnwrap(style.definition), origin: .folder("Styles/mvp")))
            return SpecLoader(defaults: SpecDefaults(styles: registry)).load(SourceText(path: "Shop.archgen", text: text))
        }
        let spec = "module: Shop\nstyle: mvp\nevents:\n  - var title: String { get }\n"
        XCTAssertEqual(try load(spec, style: style(" properties: true,")).errors.map(\.message), [])
        XCTAssertEqual(try load(spec, style: style("")).errors.map { "\($0.message) (\($0.hint ?? ""))" },
                       ["'events' lists methods only; 'title' is a property (properties belong to services)"])
        XCTAssertEqual(DiagnosticRenderer().render(style(" properties: yes,").errors), """
            Styles/mvp/style.yml:5:91: error: 'properties' must be true or false, found 'yes'
              events: {name: "{module}Presenting", doc: "View → presenter: user events.", properties: yes, keep: the view holds the presenter through it}
                                                                                                      ^

            """)
    }
}
