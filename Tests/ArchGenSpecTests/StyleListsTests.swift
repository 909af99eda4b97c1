import ArchGenSource
import ArchGenSpec
import TestSupport
import XCTest

/// A style's own spec lists (`useCase:`), each actor's and protocol's
/// isolation, and what else a manifest says of its actors: a link to a
/// platform type, the input kept by several, an assembly in a type that is
/// no actor, the names a template reserves. Each mistake is located.
final class StyleListsTests: XCTestCase {
    /// MVP + Coordinator + UseCase + Builder: a list of its own, a use case off the main actor.
    static let mvpc = """
        title: MVP-C
        lists: {view: view, events: events, useCase: useCase, routes: routes}
        protocols:
          view: {name: "{module}View", doc: "Presenter → view: display commands.", keep: the presenter holds the view through it}
          events: {name: "{module}Presenting", doc: "View → presenter: user events.", keep: the view holds the presenter through it}
          useCase: {name: "{module}UseCase", doc: "Presenter → use case: business requests.", isolation: nonisolated}
          routes: {name: "{module}Coordinating", doc: "Presenter → coordinator: navigation."}
        types: {viewController: "{module}ViewController", presenter: "{module}Presenter", useCase: "{module}UseCaseImpl",
                coordinator: "{module}Coordinator", builder: "{module}Builder"}
        view:
          holder: view
          implements: [view]
          uikit: viewController
          links: [{property: presenter, to: events, declared: true}]
        actors:
          useCase:
            isolation: nonisolated
            implements: [useCase]
            input: {optional: none}
            services: {optional: none}
            forward: {useCase: {to: [services]}}
          coordinator:
            implements: [routes]
            reserves: [navigationController]
            links: [{property: viewController, to: UIViewController, weak: true}]
          presenter:
            implements: [events]
            input: {optional: none}
            links: [{property: view, to: view, weak: true}, {property: useCase, to: useCase, optional: none}, {property: coordinator, to: routes, optional: none}]
            forward: {events: {to: [useCase, routes]}}
        assembly: {in: builder, function: build, creates: [useCase, coordinator, presenter], returns: presenter}
        files:
          - {kind: Contract, generated: true}
          - {kind: BuilderTests, tests: true}
        """

    func read(_ text: String) -> StyleManifestResult {
        StyleManifestReader().read(SourceText(path: "Styles/mvpc/style.yml", text: text), name: "mvpc")
    }

    func errors(_ replacements: [(String, String)]) -> String {
        let text = replacements.reduce(Self.mvpc) { text, replacement in
            XCTAssertTrue(text.contains(replacement.0), replacement.0)
            return text.replacingOccurrences(of: replacement.0, with: replacement.1)
        }
        return DiagnosticRenderer().render(read(text).errors)
    }

    /// The spec `text` loaded in a project with the style mvpc (its manifest `style`).
    func load(_ text: String, style: String = StyleListsTests.mvpc) throws -> SpecLoadResult {
        let mvpc = try XCTUnwrap(read(style).definition, DiagnosticRenderer().render(read(style).errors))
        var registry = StyleRegistry.builtIn
        registry.entries.append(StyleRegistry.Entry(definition: mvpc, origin: .folder("Styles/mvpc")))
        return SpecLoader(defaults: SpecDefaults(styles: registry)).load(SourceText(path: "A.archgen", text: text))
    }

    func specErrors(_ text: String, style: String = StyleListsTests.mvpc) throws -> String {
        let result = try load(text, style: style)
        return DiagnosticRenderer().render(result.errors + result.warnings)
    }

    func testAStyleReadsItsOwnListsIsolationAndLinks() throws {
        let mvpc = try XCTUnwrap(read(Self.mvpc).definition, DiagnosticRenderer().render(read(Self.mvpc).errors))
        XCTAssertEqual(mvpc.lists.map(\.role.key), ["view", "events", "useCase", "routes"])
        XCTAssertEqual(mvpc.list(Role(rawValue: "useCase")), StyleList(role: Role(rawValue: "useCase"), protocolKey: "useCase"))
        XCTAssertFalse(mvpc.takesProperties(Role(rawValue: "useCase")))
        XCTAssertEqual(mvpc.protocol("useCase")?.isolation, .nonisolated)
        XCTAssertEqual(mvpc.actor("useCase")?.isolation, .nonisolated)
        XCTAssertEqual(mvpc.actor("coordinator")?.reserved, ["navigationController"])
        XCTAssertEqual(mvpc.actor("coordinator")?.links.first?.platformType, "UIViewController")
        XCTAssertEqual(mvpc.actor("coordinator")?.links.first?.targets, [])
        // The assembly's type is no actor of the manifest's: it becomes one that implements and holds nothing.
        XCTAssertEqual(mvpc.actors.map(\.key), ["useCase", "coordinator", "presenter", "builder"])
        XCTAssertEqual(mvpc.actor("builder"), StyleActor(key: "builder"))
        // The input is kept by two actors.
        XCTAssertEqual(mvpc.holdingKeys, ["useCase.input", "useCase.services", "presenter.input"])
    }

    func testASpecWritesTheStylesOwnListAndIsIsolatedPerProtocol() throws {
        let mvpc = try XCTUnwrap(read(Self.mvpc).definition)
        let result = try load("""
            module: A
            style: mvpc
            useCase:
              - load()
            events:
              - load()
            """)
        let spec = try XCTUnwrap(result.spec, DiagnosticRenderer().render(result.errors))
        XCTAssertEqual(spec.members(ofProtocol: "useCase").map(\.text), ["load()"])
        XCTAssertEqual(spec.listRoles.map(\.key), ["delegate", "view", "events", "interactor", "output", "routes", "useCase"])
        XCTAssertEqual(spec.isolation(ofProtocol: "useCase"), Isolation.none)
        XCTAssertEqual(spec.isolation(ofProtocol: "events"), spec.isolation)
        XCTAssertEqual(spec.isolation(of: try XCTUnwrap(mvpc.actor("useCase"))), Isolation.none)
    }

    /// An unknown key of a spec is compared with its style's own lists; archgen's `useCases` is hinted only where the style takes it
    /// (`usecases:` is `useCase` in MVP-C, `useCases` in VIPER).
    func testAnUnknownKeyIsHintedFromTheStylesOwnLists() throws {
        XCTAssertEqual(try specErrors("module: A\nstyle: mvpc\nusecases:\n  - load()\nuseCases:\n  Load: {request: ()}\nuseCase: []\n"), """
            A.archgen:3:1: error: unknown key 'usecases'
            usecases:
            ^
            hint: did you mean 'useCase'?
            A.archgen:5:1: error: MVP-C modules have no 'useCases'
            useCases:
            ^
            hint: MVP-C takes its lists, 'view', 'events', 'useCase', 'routes', without use cases
            A.archgen:7:1: warning: 'useCase' is empty
            useCase: []
            ^
            hint: add members (presenter → use case: business requests) or remove the key

            """)
        XCTAssertEqual(try specErrors("module: A\nstyle: viper\nuseCase:\n  - load()\n"), """
            A.archgen:3:1: error: unknown key 'useCase'
            useCase:
            ^
            hint: did you mean 'useCases'?

            """)
    }

    /// An async member of a nonisolated list would fail in Swift 6 ("sending value of non-Sendable type"): the spec says so first.
    func testAnAsyncMemberOfANonisolatedListIsLocated() throws {
        XCTAssertEqual(try specErrors("module: A\nstyle: mvpc\nuseCase:\n  - load() async -> Int\n  - save(completion: @escaping () -> Void)\n"), """
            A.archgen:4:5: error: 'load()' is async, but MVP-C's 'useCase' is nonisolated
              - load() async -> Int
                ^
            hint: take a completion instead: a nonisolated async call would send its non-Sendable implementation off the main actor, which Swift 6 refuses

            """)
        XCTAssertEqual(try specErrors("module: A\nstyle: mvpc\nisolation: none\nuseCase:\n  - load() async -> Int\n"), "")
    }

    func testAListsMistakesAreLocated() {
        XCTAssertEqual(errors([("useCase: useCase", "module: useCase, Inputs: view, outputs: {protocol: view}")]), """
            Styles/mvpc/style.yml:2:37: error: 'module' is a key of every spec, not a list
            lists: {view: view, events: events, module: useCase, Inputs: view, outputs: {protocol: view}, routes: routes}
                                                ^
            hint: name the list otherwise: 'moduleList'
            Styles/mvpc/style.yml:2:54: error: 'Inputs' is not a key
            lists: {view: view, events: events, module: useCase, Inputs: view, outputs: {protocol: view}, routes: routes}
                                                                 ^
            hint: write a Swift name starting with a lowercase letter
            Styles/mvpc/style.yml:2:77: error: 'outputs' must be a protocol's key, found a mapping
            lists: {view: view, events: events, module: useCase, Inputs: view, outputs: {protocol: view}, routes: routes}
                                                                                        ^

            """)
    }

    func testAnIsolationAcrossAConformanceOrACallIsLocated() {
        XCTAssertEqual(errors([("    isolation: nonisolated\n", "    isolation: mainActor\n"),
                               ("business requests.\", isolation: nonisolated}", "business requests.\"}")]), """
            Styles/mvpc/style.yml:17:16: error: 'useCase' is on the main actor, but implements 'useCase', which is isolated as its module is
                isolation: mainActor
                           ^
            hint: give both the same 'isolation:': a conformance across isolations does not compile

            """)
        XCTAssertEqual(errors([("forward: {useCase: {to: [services]}}", "links: [{property: coordinator, to: routes, weak: true}]\n    forward: {useCase: {to: [services, routes]}}")]), """
            Styles/mvpc/style.yml:17:16: error: 'useCase' is nonisolated, but forwards 'useCase' to 'routes', which is isolated as its module is
                isolation: nonisolated
                           ^
            hint: a nonisolated actor calls nothing on the main actor: write 'isolation: nonisolated' under 'routes', or leave it out of 'to'

            """)
    }

    func testAPlatformLinkIsWeakUndeclaredAndNotTheViews() {
        XCTAssertEqual(errors([("{property: viewController, to: UIViewController, weak: true}", "{property: viewController, to: UIViewController}"),
                               ("links: [{property: presenter, to: events, declared: true}]",
                                "links: [{property: presenter, to: events, declared: true}, {property: window, to: UIWindow, weak: true}]")]), """
            Styles/mvpc/style.yml:14:85: error: the view holds no link to 'UIWindow'
              links: [{property: presenter, to: events, declared: true}, {property: window, to: UIWindow, weak: true}]
                                                                                                ^
            hint: the view is the module's view controller on UIKit: link another actor to it ('to: UIViewController')
            Styles/mvpc/style.yml:25:44: error: a link to 'UIViewController' is weak
                links: [{property: viewController, to: UIViewController}]
                                                       ^
            hint: write 'weak: true': the view holds the module, so the module holds the view weakly

            """)
    }

    func testALinkNamedLikeWhatItsTemplateDeclaresIsLocated() {
        XCTAssertEqual(errors([("reserves: [navigationController]", "reserves: [viewController]")]), """
            Styles/mvpc/style.yml:25:13: error: 'coordinator.viewController' is named like a property the coordinator's template declares
                links: [{property: viewController, to: UIViewController, weak: true}]
                        ^
            hint: name the link otherwise: 'viewController' is in the coordinator's 'reserves:'

            """)
    }

    func testTheAssemblyIsInAnActorOrATypeAndOneActorKeepsTheServices() {
        XCTAssertEqual(errors([("assembly: {in: builder", "assembly: {in: biulder"),
                               ("input: {optional: none}\n    links", "input: {optional: none}\n    services: true\n    links")]), """
            Styles/mvpc/style.yml:15:1: error: 2 actors hold the services
            actors:
            ^
            hint: one actor keeps the services: the assembly gives them there, and the others ask it
            Styles/mvpc/style.yml:32:1: error: the assembly is in 'biulder', which is neither an actor nor a type
            assembly: {in: biulder, function: build, creates: [useCase, coordinator, presenter], returns: presenter}
            ^
            hint: did you mean 'builder'?

            """)
    }
}
