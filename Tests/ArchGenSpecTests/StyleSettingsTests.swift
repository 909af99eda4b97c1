import ArchGenSource
import ArchGenSpec
import TestSupport
import XCTest

/// archgen.yml's `styles:` (each style's conventions) and a spec's own
/// `isolation:`: what each reads into, what wins, and every error verbatim.
final class StyleSettingsTests: XCTestCase {
    func testEachStyleSetsItsIsolation() throws {
        let settings = try loadProjectSettings("""
            styles:
              viper: {isolation: none}
              viper-s:
                isolation: mainActor
              vip:
            """)
        XCTAssertEqual(settings.defaults.styles.entries.map(\.settings), [
            StyleSettings(isolation: Isolation.none), StyleSettings(isolation: .mainActor), StyleSettings(), StyleSettings(),
        ])
    }

    /// The spec's `isolation:` wins; else its style's setting; else the project's default (`mainActor` in Swift 6 mode).
    func testWhatWins() throws {
        let defaults = SpecDefaults(settings: ["viper": StyleSettings(isolation: Isolation.none), "vip": StyleSettings()])
        XCTAssertEqual(try spec("module: A\n", defaults: defaults).isolation, Isolation.none)
        XCTAssertEqual(try spec("module: A\nisolation: preconcurrency\n", defaults: defaults).isolation, .preconcurrency)
        XCTAssertEqual(try spec("module: A\nstyle: vip\n", defaults: defaults).isolation, .mainActor)
        XCTAssertEqual(try spec("module: A\nstyle: viper-s\n", defaults: defaults).isolation, .mainActor)
        XCTAssertEqual(try spec("module: A\n", defaults: SpecDefaults()).isolation, .mainActor)
        // --style picks the style whose setting applies.
        XCTAssertEqual(try spec("module: A\nstyle: vip\n", style: .viper, defaults: defaults).isolation, Isolation.none)
    }

    func testUnknownStylesKeysAndValuesSuggestTheNearMiss() {
        XCTAssertEqual(projectSettingsErrors("""
            styles:
              viperS: {isolation: none}
              vip:
                isolaton: none
              viper:
                isolation: MainActor
            """), """
            archgen.yml:2:3: error: 'viperS' is named like the built-in style 'viper-s'
              viperS: {isolation: none}
              ^
            hint: write 'viper-s' to set the built-in style's conventions
            archgen.yml:4:5: error: unknown key 'isolaton'
                isolaton: none
                ^
            hint: did you mean 'isolation'?
            archgen.yml:6:16: error: unknown isolation 'MainActor'
                isolation: MainActor
                           ^
            hint: did you mean 'mainActor'?

            """)
        XCTAssertEqual(projectSettingsErrors("styles: viper\n"), """
            archgen.yml:1:9: error: 'styles' must be a mapping, found a string
            styles: viper
                    ^

            """)
        XCTAssertEqual(projectSettingsErrors("styles:\n  elm: {isolation: none}\n"), """
            archgen.yml:2:3: error: unknown style 'elm'
              elm: {isolation: none}
              ^
            hint: a style of the project's own needs 'base:' (viper, viper-s, vip, mvvm) or 'path:' (its folder)

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

    func testAStyleNamesItsProtocolsAndDoubles() throws {
        let settings = try loadProjectSettings("""
            styles:
              viper:
                protocols:
                  view: "{module}PresenterDelegate"
                  events: "{module}PresenterProtocol"
                  interactor: "{module}InteractorProtocol"
                  output: "{module}InteractorDelegate"
                  routes: "{module}RouterProtocol"
                doubles: {spy: "Mock{protocol}", mock: "{service}Stub"}
              vip:
                protocols: {interactor: "{module}Interacting"}
            """)
        let viper = try XCTUnwrap(settings.defaults.styles[.viper]?.names)
        XCTAssertEqual(viper.protocols["view"], "{module}PresenterDelegate")
        XCTAssertEqual(viper.spy, "Mock{protocol}")
        let spec = try spec("module: ContactList\nservices:\n  Contacts:\n    - all() -> [String]\n", defaults: settings.defaults)
        let naming = StyleNaming(spec: spec)
        XCTAssertEqual(naming.protocolNames, [
            "ContactListPresenterDelegate", "ContactListPresenterProtocol", "ContactListInteractorProtocol",
            "ContactListInteractorDelegate", "ContactListRouterProtocol", "ContactListDelegate",
        ])
        XCTAssertEqual(naming.spyName(forProtocol: "ContactListRouterProtocol"), "MockContactListRouterProtocol")
        XCTAssertEqual(naming.mockName(forService: "Contacts"), "ContactsStub")
        XCTAssertTrue(naming.generatedTypeNames(services: ["Contacts"]).isSuperset(of: ["MockContactListPresenterDelegate", "ContactsStub"]))
        // VIP's events are its requests' protocol: named by 'interactor'.
        let vip = StyleNaming(style: .vip, module: "Shop", patterns: try XCTUnwrap(settings.defaults.styles[.vip]?.names))
        XCTAssertEqual(vip.protocolName(for: .events), "ShopInteracting")
        XCTAssertEqual(vip.protocolName(for: .view), "ShopDisplayLogic")
    }

    func testANamePatternThatWouldNotNameOneTypeOfItsOwnIsAnError() {
        XCTAssertEqual(projectSettingsErrors("""
            styles:
              viper:
                protocols:
                  routes: "{modul}RouterProtocol"
                  view: "{module}-View"
                  events: Presenter
                  delegate: "{module}Presenter"
                  output: "{module}Presentation"
                doubles: {spy: "{protocol}", mock: "{service}Mock{protocol}"}
              vip:
                protocols: {events: "{module}Events"}
            """), """
            archgen.yml:4:16: error: unknown placeholder '{modul}'
                  routes: "{modul}RouterProtocol"
                           ^
            hint: did you mean '{module}'?
            archgen.yml:5:13: error: '{module}-View' does not make a Swift type name ('Module-View' for 'Module')
                  view: "{module}-View"
                        ^
            hint: use letters, digits and '_' around '{module}'
            archgen.yml:6:15: error: 'events' must contain '{module}'
                  events: Presenter
                          ^
            hint: without it every protocol would be named 'Presenter'; write '{module}Presenter'
            archgen.yml:7:17: error: 'delegate' would be named 'ModulePresenter' (for a module 'Module'), a type archgen writes
                  delegate: "{module}Presenter"
                            ^
            hint: a protocol needs a name of its own: '{module}PresenterProtocol'
            archgen.yml:8:15: error: 'output' and 'events' would both be named 'ModulePresentation' (for a module 'Module')
                  output: "{module}Presentation"
                          ^
            hint: give each protocol a name of its own
            archgen.yml:9:20: error: a spy would be named like its protocol
                doubles: {spy: "{protocol}", mock: "{service}Mock{protocol}"}
                               ^
            hint: write '{protocol}Spy'
            archgen.yml:9:54: error: unknown placeholder '{protocol}'
                doubles: {spy: "{protocol}", mock: "{service}Mock{protocol}"}
                                                                 ^
            hint: '{service}' is the only placeholder here
            archgen.yml:11:17: error: VIP's events go into the 'interactor' protocol
                protocols: {events: "{module}Events"}
                            ^
            hint: name it under 'interactor'

            """)
    }

    /// A team's own scaffold types keep their names (and files): archgen writes none beside them.
    func testAStyleNamesItsScaffoldTypes() throws {
        let settings = try loadProjectSettings("""
            styles:
              viper:
                actors: {presenter: "{module}ViewPresenter", router: "{module}Wireframe"}
            """)
        let naming = StyleNaming(style: .viper, module: "Cart", patterns: try XCTUnwrap(settings.defaults.styles[.viper]?.names))
        XCTAssertEqual(naming.actorName("Presenter"), "CartViewPresenter")
        XCTAssertEqual(naming.actorName("Interactor"), "CartInteractor")
        XCTAssertEqual(naming.testCaseNames, ["CartViewPresenterTests", "CartInteractorTests", "CartWireframeTests", "CartScreenModelTests",
                                               "CartViewControllerTests"])
        XCTAssertEqual(projectSettingsErrors("""
            styles:
              viper:
                actors:
                  presenter: "{module}Presentation"
                  router: "{module}Interactor"
                  director: "{module}Director"
              vip:
                actors: {configurator: Builder, interactor: "{module}"}
            """), """
            archgen.yml:4:18: error: 'presenter' would be named 'ModulePresentation' (for a module 'Module'), the name of the 'events' protocol
                  presenter: "{module}Presentation"
                             ^
            hint: give each type a name of its own
            archgen.yml:5:15: error: 'router' and 'interactor' would both be named 'ModuleInteractor' (for a module 'Module')
                  router: "{module}Interactor"
                          ^
            hint: give each type a name of its own
            archgen.yml:6:7: error: viper has no 'director'
                  director: "{module}Director"
                  ^
            hint: its types are 'viewController', 'screen', 'screenModel', 'presenter', 'interactor', 'router'
            archgen.yml:8:28: error: 'configurator' must contain '{module}'
                actors: {configurator: Builder, interactor: "{module}"}
                                       ^
            hint: without it every type would be named 'Builder'; write '{module}Builder'
            archgen.yml:8:49: error: 'interactor' would be named 'Module' (for a module 'Module'), a type archgen writes
                actors: {configurator: Builder, interactor: "{module}"}
                                                            ^
            hint: give each type a name of its own

            """)
    }

    func testVIPERsLinksAreWiredAsTheProjectSays() throws {
        let settings = try loadProjectSettings("""
            styles:
              viper:
                wiring:
                  interactor.output: {property: presenter}
                  presenter.interactor: {optional: "?"}
                  presenter.router: {declared: false, optional: "!"}
            """)
        XCTAssertEqual(settings.defaults.styles[.viper]?.wiring, WiringSettings(links: [
            "interactor.output": .init(property: "presenter"), "presenter.interactor": .init(optionality: .optional),
            "presenter.router": .init(optionality: .implicitlyUnwrapped, isDeclared: false),
        ]))
        XCTAssertEqual(try spec("module: A\n", defaults: settings.defaults).wiring, settings.defaults.styles[.viper]?.wiring)
        // A service's property or an input field named like a wired link would be a second property of that name.
        var renamed = settings.defaults
        var viperSettings = try XCTUnwrap(renamed.styles[.viper])
        viperSettings.wiring.links["presenter.router"]?.property = "navigation"
        renamed.styles.setSettings(viperSettings, for: "viper")
        let result = SpecLoader(defaults: renamed).load(SourceText(path: "A.archgen", text: """
            module: A
            input: (navigation: Int)
            services:
              Presenter:
                - show()
            """))
        XCTAssertEqual(DiagnosticRenderer().render(result.diagnostics), """
            A.archgen:2:8: error: input field 'navigation' has the name archgen.yml's wiring gives 'presenter.router'
            input: (navigation: Int)
                   ^
            hint: rename it, or the link under 'styles: viper: wiring:'
            A.archgen:4:3: error: property 'presenter' of service 'Presenter' has the name archgen.yml's wiring gives 'interactor.output'
              Presenter:
              ^
            hint: rename it, or the link under 'styles: viper: wiring:'

            """)
        XCTAssertEqual(projectSettingsErrors("""
            styles:
              viper:
                wiring:
                  interactor.outptu: {property: presenter}
                  presenter.view: {optional: none}
                  presenter.interactor: {optional: never, property: router}
                  presenter.router: {property: sut}
                  view.presenter: {declared: false, property: "my presenter"}
              vip:
                wiring: {view.presenter: {property: output}, router.viewController: {optional: "?"}}
            """), """
            archgen.yml:4:7: error: unknown key 'interactor.outptu'
                  interactor.outptu: {property: presenter}
                  ^
            hint: did you mean 'interactor.output'?
            archgen.yml:5:34: error: 'presenter.view' is weak, so optional
                  presenter.view: {optional: none}
                                             ^
            hint: write '?' or '!' (set after init), or leave 'optional' out
            archgen.yml:6:40: error: unknown optional 'never'
                  presenter.interactor: {optional: never, property: router}
                                                   ^
            hint: use '?' (optional), '!' (implicitly unwrapped) or none (injected through init)
            archgen.yml:6:57: error: 'presenter.interactor' and 'presenter.router' would both be the presenter's 'router'
                  presenter.interactor: {optional: never, property: router}
                                                                    ^
            hint: give each of the presenter's links a name of its own
            archgen.yml:7:36: error: 'sut' is taken
                  presenter.router: {property: sut}
                                               ^
            hint: generated tests call the actor under test 'sut'
            archgen.yml:8:51: error: 'my presenter' is not a Swift property name
                  view.presenter: {declared: false, property: "my presenter"}
                                                              ^
            hint: write a name such as 'presenter'
            archgen.yml:10:14: error: unknown key 'view.presenter'
                wiring: {view.presenter: {property: output}, router.viewController: {optional: "?"}}
                         ^
            hint: vip's links are 'viewController.interactor', 'viewController.router', 'interactor.presenter', 'interactor.delegate', 'presenter.viewController', 'router.view', 'router.dataStore'; what its actors keep, 'interactor.input', 'interactor.services'
            archgen.yml:10:50: error: unknown key 'router.viewController'
                wiring: {view.presenter: {property: output}, router.viewController: {optional: "?"}}
                                                             ^
            hint: vip's router holds 'router.view', 'router.dataStore'

            """)
    }

    func testEveryStylesLinksCanBeRenamedAndInjectedThroughInit() throws {
        let settings = try loadProjectSettings("""
            styles:
              viper:
                wiring:
                  presenter.interactor: {optional: none}
                  presenter.router: {optional: none, declared: false}
                  presenter.delegate: {property: output}
                  router.view: {property: controller}
              viper-s:
                wiring:
                  director.dataManager: {optional: none, property: worker}
                  director.ui: {property: scene, optional: "?"}
                  scene.eventsHandler: {property: director, optional: "!"}
              vip:
                wiring:
                  interactor.presenter: {optional: none, property: output}
                  viewController.router: {optional: "!", property: wireframe}
            """)
        XCTAssertEqual(settings.defaults.styles[.viper]?.wiring, WiringSettings(links: [
            "presenter.interactor": .init(optionality: .nonOptional),
            "presenter.router": .init(optionality: .nonOptional, isDeclared: false),
            "presenter.delegate": .init(property: "output"), "router.view": .init(property: "controller"),
        ]))
        XCTAssertEqual(settings.defaults.styles[.viperS]?.wiring, WiringSettings(links: [
            "director.dataManager": .init(property: "worker", optionality: .nonOptional),
            "director.ui": .init(property: "scene", optionality: .optional),
            "scene.eventsHandler": .init(property: "director", optionality: .implicitlyUnwrapped),
        ]))
        XCTAssertEqual(settings.defaults.styles[.vip]?.wiring, WiringSettings(links: [
            "interactor.presenter": .init(property: "output", optionality: .nonOptional),
            "viewController.router": .init(property: "wireframe", optionality: .implicitlyUnwrapped),
        ]))
        XCTAssertEqual(try spec("module: A\nstyle: vip\n", defaults: settings.defaults).wiring, settings.defaults.styles[.vip]?.wiring)
        // An input field named like a link the project renamed would be a second property of that name.
        let result = SpecLoader(defaults: settings.defaults).load(SourceText(path: "A.archgen", text: """
            module: A
            style: viper-s
            input: (scene: Int)
            """))
        XCTAssertEqual(DiagnosticRenderer().render(result.diagnostics), """
            A.archgen:3:8: error: input field 'scene' has the name archgen.yml's wiring gives 'director.ui'
            input: (scene: Int)
                   ^
            hint: rename it, or the link under 'styles: viper-s: wiring:'

            """)
    }

    /// A weak link cannot be injected through `init`; a holder's links have names of their own.
    func testLinksThatCannotBeWiredAsWrittenAreLocatedErrors() {
        XCTAssertEqual(projectSettingsErrors("""
            styles:
              viper:
                wiring:
                  view.presenter: {optional: none}
                  presenter.delegate: {optional: none, property: router}
                  router.view: {property: viewController}
              viper-s:
                wiring:
                  scene.eventsHandler: {optional: none}
                  director.dataManager: {declared: true}
                  worker.presenter: {property: director, optional: none}
              vip:
                wiring:
                  viewController.router: {optional: none, property: interactor}
                  router.view: {declared: false, property: dataStore}
                  viewController.interactor: {property: title}
                  dataStore: {property: store}
            """), """
            archgen.yml:5:38: error: 'presenter.delegate' is weak, so optional
                  presenter.delegate: {optional: none, property: router}
                                                 ^
            hint: write '?' or '!' (set after init), or leave 'optional' out
            archgen.yml:5:54: error: 'presenter.delegate' and 'presenter.router' would both be the presenter's 'router'
                  presenter.delegate: {optional: none, property: router}
                                                                 ^
            hint: give each of the presenter's links a name of its own
            archgen.yml:6:31: error: 'viewController' is taken
                  router.view: {property: viewController}
                                          ^
            hint: the router's UIKit entry point has a 'viewController', the view controller to navigate from; a base class's 'viewController' stays the team's own: keep this link's name
            archgen.yml:11:56: error: 'worker.presenter' is weak, so optional
                  worker.presenter: {property: director, optional: none}
                                                                   ^
            hint: write '?' or '!' (set after init), or leave 'optional' out
            archgen.yml:14:57: error: 'viewController.router' and 'viewController.interactor' would both be the view controller's 'interactor'
                  viewController.router: {optional: none, property: interactor}
                                                                    ^
            hint: give each of the view controller's links a name of its own
            archgen.yml:15:48: error: 'router.view' and 'router.dataStore' would both be the router's 'dataStore'
                  router.view: {declared: false, property: dataStore}
                                                           ^
            hint: give each of the router's links a name of its own
            archgen.yml:16:45: error: 'title' is taken
                  viewController.interactor: {property: title}
                                                        ^
            hint: a view controller has a 'title' of its own (UIViewController's)
            archgen.yml:17:7: error: unknown key 'dataStore'
                  dataStore: {property: store}
                  ^
            hint: vip's links are 'viewController.interactor', 'viewController.router', 'interactor.presenter', 'interactor.delegate', 'presenter.viewController', 'router.view', 'router.dataStore'; what its actors keep, 'interactor.input', 'interactor.services'

            """)
    }

    /// A shared service's one mock serves the modules of every style: their mock patterns must agree.
    func testStylesNamingMocksDifferentlyCannotShareAService() {
        XCTAssertEqual(projectSettingsErrors("""
            defaults: {appModule: App}
            styles:
              viper: {doubles: {mock: "{service}Stub"}}
            shared:
              services:
                Clock:
                  - now() -> Int
            """), """
            archgen.yml:3:27: error: a shared service's mock is named once, for the modules of every style
              viper: {doubles: {mock: "{service}Stub"}}
                                      ^
            hint: set this 'mock' under each of 'viper', 'viper-s', 'vip', 'mvvm'

            """)
        XCTAssertEqual(projectSettingsErrors("""
            defaults: {appModule: App}
            styles:
              viper: {doubles: {mock: "{service}Stub"}}
              viper-s: {doubles: {mock: "{service}Stub"}}
              vip: {doubles: {mock: "{service}Stub"}}
              mvvm: {doubles: {mock: "{service}Stub"}}
            shared:
              services:
                Clock:
                  - now() -> Int
            """), "")
    }

    private func spec(_ text: String, style: StyleDefinition? = nil, defaults: SpecDefaults) throws -> Spec {
        let result = SpecLoader(styleOverride: style, defaults: defaults).load(SourceText(path: "A.archgen", text: text))
        XCTAssertEqual(DiagnosticRenderer().render(result.diagnostics), "")
        return try XCTUnwrap(result.spec)
    }
}
