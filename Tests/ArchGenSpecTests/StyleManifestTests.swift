import ArchGenSource
import ArchGenSpec
import TestSupport
import XCTest

/// A style's manifest (`style.yml`) read with every error located, and
/// cross-checked; a spec of a style without a list is told so.
final class StyleManifestTests: XCTestCase {
    /// A small architecture of a team's own: a view and a presenter, which also assembles.
    static let mvp = """
        title: MVP
        lists: {view: view, events: events}
        protocols:
          view: {name: "{module}View", doc: "Presenter → view: display commands.", keep: the presenter holds the view through it}
          events: {name: "{module}Presenting", doc: "View → presenter: user events.", keep: the view holds the presenter through it}
        types: {viewController: "{module}ViewController", screen: "{module}Screen", screenModel: "{module}ScreenModel", presenter: "{module}Presenter"}
        view:
          holder: view
          implements: [view]
          uikit: viewController
          swiftui: screenModel
          screen: {type: screen, doc: "The module's screen."}
          links: [{property: presenter, to: events, declared: true}]
        actors:
          presenter:
            implements: [events]
            input: {optional: none}
            services: {optional: none}
            links: [{property: view, to: view, weak: true}]
            forward: {events: {to: [services], todo: Ask a service.}}
            tested: true
        assembly: {in: presenter, function: assemble, creates: [presenter], returns: presenter, entryPoint: create}
        files:
          - {kind: Contract, generated: true}
          - {kind: Presenter}
          - {kind: ViewController, when: uikit}
          - {kind: Screen, when: swiftui}
          - {kind: TestDoubles, template: shared/TestDoubles, generated: true, tests: true}
          - {kind: PresenterTests, tests: true}
        """

    private func read(_ text: String) -> StyleManifestResult {
        StyleManifestReader().read(SourceText(path: "Styles/mvp/style.yml", text: text), name: "mvp")
    }

    func testATeamsArchitectureReads() throws {
        let mvp = try XCTUnwrap(read(Self.mvp).definition, DiagnosticRenderer().render(read(Self.mvp).errors))
        XCTAssertEqual(mvp.lists.map(\.role), [.view, .events])
        XCTAssertEqual(mvp.actor("presenter")?.forwarding["events"]?.targets, ["services"])
        XCTAssertEqual(mvp.links.map(\.key), ["view.presenter", "presenter.view"])
        XCTAssertEqual(mvp.holdingKeys, ["presenter.input", "presenter.services"])
    }

    func testMistakesAreLocatedAndCrossChecked() {
        let broken = Self.mvp
            .replacingOccurrences(of: "links: [{property: view, to: view, weak: true}]", with: "links: [{property: view, to: veiw, weak: true}]")
            .replacingOccurrences(of: "lists: {view: view, events: events}", with: "lists: {view: view, events: events, output: output}")
            .replacingOccurrences(of: "tested: true", with: "tested: true\n    colour: blue")
        XCTAssertEqual(DiagnosticRenderer().render(read(broken).errors), """
            Styles/mvp/style.yml:2:45: error: no protocol 'output'
            lists: {view: view, events: events, output: output}
                                                        ^
            hint: the manifest's protocols are 'view', 'events'
            Styles/mvp/style.yml:19:34: error: no protocol 'veiw'
                links: [{property: view, to: veiw, weak: true}]
                                             ^
            hint: did you mean 'view'?
            Styles/mvp/style.yml:22:5: error: unknown key 'colour'
                colour: blue
                ^

            """)
        // Each part reads, but they do not fit together: a tested actor without its tests file, an assembly returning nothing it creates.
        let unfit = Self.mvp
            .replacingOccurrences(of: "\n  - {kind: PresenterTests, tests: true}", with: "")
            .replacingOccurrences(of: "returns: presenter", with: "returns: router")
        XCTAssertEqual(DiagnosticRenderer().render(read(unfit).errors), """
            Styles/mvp/style.yml:22:1: error: the assembly returns 'router', which it does not create
            assembly: {in: presenter, function: assemble, creates: [presenter], returns: router, entryPoint: create}
            ^
            hint: add it to 'creates'
            Styles/mvp/style.yml:23:1: error: no file for the tests of 'presenter'
            files:
            ^
            hint: add '{kind: PresenterTests, tests: true}'

            """)
    }

    /// `observes:` names, by platform, an actor the assembly returns: the screen keeps what it returns.
    func testAScreenObservesAnActorTheAssemblyReturns() {
        let platform = Self.mvp.replacingOccurrences(of: "  swiftui: screenModel\n", with: "  observes: {swiftui: presenter, watch: presenter}\n")
        XCTAssertEqual(DiagnosticRenderer().render(read(platform).errors), """
            Styles/mvp/style.yml:11:34: error: unknown platform 'watch'
              observes: {swiftui: presenter, watch: presenter}
                                             ^
            hint: write 'uikit' or 'swiftui'

            """)
        let notReturned = Self.mvp.replacingOccurrences(of: "  swiftui: screenModel\n", with: "  observes: {swiftui: view}\n")
        XCTAssertEqual(DiagnosticRenderer().render(read(notReturned).errors), """
            Styles/mvp/style.yml:11:23: error: the swiftui screen observes 'view', which the assembly does not return
              observes: {swiftui: view}
                                  ^
            hint: observe an actor the assembly returns: 'presenter'

            """)
        let mvp = read(Self.mvp.replacingOccurrences(of: "  swiftui: screenModel\n", with: "  observes: {swiftui: presenter}\n"))
        XCTAssertEqual(mvp.definition?.view.observed, [.swiftui: "presenter"], DiagnosticRenderer().render(mvp.errors))
    }

    /// A spec of a style that takes no `interactor` list is told so, naming the style.
    func testASpecOfAStyleWithoutAListIsToldSo() throws {
        let mvp = try XCTUnwrap(read(Self.mvp).definition)
        var registry = StyleRegistry.builtIn
        registry.entries.append(StyleRegistry.Entry(definition: mvp, origin: .folder("Styles/mvp")))
        let result = SpecLoader(defaults: SpecDefaults(styles: registry)).load(SourceText(path: "A.archgen", text: """
            module: A
            style: mvp
            interactor:
              - load()
            useCases:
              Load: {request: ()}
            """))
        XCTAssertEqual(DiagnosticRenderer().render(result.errors), """
            A.archgen:3:1: error: MVP modules have no 'interactor'
            interactor:
            ^
            hint: MVP's lists are 'view', 'events'; move these members to one of them, or choose another style
            A.archgen:5:1: error: MVP modules have no 'useCases'
            useCases:
            ^
            hint: MVP takes its lists, 'view', 'events', without use cases

            """)
    }
}
