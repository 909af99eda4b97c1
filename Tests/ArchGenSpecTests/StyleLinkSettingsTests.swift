import ArchGenSource
import ArchGenSpec
import TestSupport
import XCTest

/// archgen.yml's `styles: <style>: wiring:`: how each style's links are named,
/// held and given (through `init` or after it), and every error verbatim.
final class StyleLinkSettingsTests: XCTestCase, StyledSpecLoading {
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
}
