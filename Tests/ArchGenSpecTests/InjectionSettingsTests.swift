import ArchGenSource
import ArchGenSpec
import TestSupport
import XCTest

/// archgen.yml's settings for how actors keep their input and services
/// (`<holder>.input`, `<holder>.services`), views taking their links in
/// `init`, and protocols kept empty (`keep:`): read, and checked where written.
final class InjectionSettingsTests: XCTestCase {
    func testHoldingsViewLinksAndKeptProtocolsRead() throws {
        let settings = try loadProjectSettings("""
            styles:
              viper:
                keep: [routes, output]
                wiring:
                  interactor.services: {optional: "!", declared: true}
                  presenter.input: {optional: "?"}
                  view.presenter: {optional: none, declared: false}
            """)
        let viper = try XCTUnwrap(settings.defaults.styles[.viper])
        XCTAssertEqual(viper.keep, ["routes", "output"])
        XCTAssertEqual(viper.wiring, WiringSettings(links: [
            "interactor.services": .init(optionality: .implicitlyUnwrapped, isDeclared: true),
            "presenter.input": .init(optionality: .optional),
            "view.presenter": .init(optionality: .nonOptional, isDeclared: false),
        ]))
        // A kept protocol is declared though the spec leaves its list out.
        let spec = try spec("module: Note\nevents:\n  - tap()\n", defaults: settings.defaults)
        XCTAssertTrue(spec.declaresProtocol(of: .routes))
        XCTAssertFalse(spec.declaresProtocol(of: .delegate))
    }

    func testMistakesAreLocated() {
        XCTAssertEqual(projectSettingsErrors("""
            styles:
              vip:
                keep: [delegat, dataStore]
                wiring:
                  interactor.services: {property: store, optional: maybe}
                  presenter.input: {optional: none}
            """), """
            archgen.yml:3:12: error: vip has no protocol 'delegat' a list fills
                keep: [delegat, dataStore]
                       ^
            hint: did you mean 'delegate'?
            archgen.yml:3:21: error: vip has no protocol 'dataStore' a list fills
                keep: [delegat, dataStore]
                                ^
            hint: write one of 'interactor', 'output', 'view', 'routes', 'delegate'
            archgen.yml:5:29: error: 'interactor.services' has no property of its own
                  interactor.services: {property: store, optional: maybe}
                                        ^
            hint: a service's property is named in the spec ('property:' under the service)
            archgen.yml:5:56: error: unknown optional 'maybe'
                  interactor.services: {property: store, optional: maybe}
                                                                   ^
            hint: use '?' (optional), '!' (implicitly unwrapped) or none (injected through init)
            archgen.yml:6:7: error: unknown key 'presenter.input'
                  presenter.input: {optional: none}
                  ^
            hint: vip's presenter holds 'presenter.viewController'

            """)
    }

    /// A protocol the module does not declare is no name of archgen's: a team may declare it itself.
    func testAProtocolTheModuleDoesNotDeclareMayBeTheTeams() throws {
        let spec = try spec("""
            module: Main
            style: vip
            events:
              - load()
            external:
              - protocol MainRoutingLogic: AnyObject {}
            """)
        XCTAssertFalse(spec.declaresProtocol(of: .routes))
    }
}

extension InjectionSettingsTests {
    /// `text` loaded as a spec with `defaults`; its errors fail the test.
    private func spec(_ text: String, defaults: SpecDefaults = SpecDefaults()) throws -> Spec {
        let result = SpecLoader(defaults: defaults).load(SourceText(path: "A.archgen", text: text))
        return try XCTUnwrap(result.spec, DiagnosticRenderer().render(result.diagnostics))
    }
}
