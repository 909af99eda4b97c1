import ArchGenSource
import ArchGenSpec
import TestSupport
import XCTest

/// archgen.yml's `styles:` (each style's conventions) and a spec's own
/// `isolation:`: what each reads into, what wins, and every error verbatim.
final class StyleSettingsTests: XCTestCase, StyledSpecLoading {
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
}
