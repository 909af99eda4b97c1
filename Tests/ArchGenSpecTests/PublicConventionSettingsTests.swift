import ArchGenSource
import ArchGenSpec
import TestSupport
import XCTest

/// archgen.yml's settings for the conventions of public apps (issue 39): a
/// weak link implicitly unwrapped, a strong delegate, a get-only data store
/// property; and the conventions archgen refuses, each located with why.
final class PublicConventionSettingsTests: XCTestCase {
    func testAnUnwrappedWeakLinkAStrongDelegateAndAGetOnlyInputRead() throws {
        let settings = try loadProjectSettings("""
            styles:
              viper-s:
                wiring:
                  director.ui: {optional: "!"}
                  director.delegate: {weak: false, optional: "!"}
              vip:
                wiring:
                  interactor.delegate: {weak: false}
                  interactor.input: {readOnly: true}
              mvvm:
                wiring:
                  viewModel.output: {optional: "!", weak: true}
            """)
        XCTAssertEqual(settings.defaults.styles[.viperS]?.wiring, WiringSettings(links: [
            "director.ui": .init(optionality: .implicitlyUnwrapped),
            "director.delegate": .init(optionality: .implicitlyUnwrapped, isWeak: false),
        ]))
        XCTAssertEqual(settings.defaults.styles[.vip]?.wiring, WiringSettings(links: [
            "interactor.delegate": .init(isWeak: false), "interactor.input": .init(isReadOnly: true),
        ]))
        XCTAssertEqual(settings.defaults.styles.entry(named: "mvvm")?.settings.wiring, WiringSettings(links: [
            "viewModel.output": .init(optionality: .implicitlyUnwrapped, isWeak: true),
        ]))
    }

    /// A link that would make a retain cycle, or be released at once; a delegate the caller may not give;
    /// a get-only input no protocol declares; and the conventions refused, each with why.
    func testConventionsThatCannotBeWrittenAreLocatedWithWhy() {
        XCTAssertEqual(projectSettingsErrors("""
            styles:
              viper:
                objc: true
                wiring:
                  presenter.interactor: {weak: true}
                  presenter.view: {weak: false}
                  presenter.delegate: {weak: false, optional: none}
                  presenter.router: {type: "(A & B)"}
                  presenter.services: {optional: none}
                  interactor.services: {default: Storage(), readOnly: true}
                  presenter.input: {readOnly: true}
              viper-s:
                classBound: false
                wiring:
                  director.ui: {optional: "!", weak: maybe}
            """), """
            archgen.yml:3:5: error: a role protocol cannot be '@objc'
                objc: true
                ^
            hint: an '@objc' protocol takes only Objective-C types and no 'async' member, which a spec's members may use; \
            a storyboard segue's 'perform(_:with:)' is the view controller's own: route from 'prepare(for:sender:)'
            archgen.yml:5:36: error: 'presenter.interactor' is strong: nothing else keeps what it points to
                  presenter.interactor: {weak: true}
                                               ^
            hint: leave 'weak' out: held weakly, it would be released as soon as the assembly returns
            archgen.yml:6:30: error: 'presenter.view' must stay weak: the view holds the presenter
                  presenter.view: {weak: false}
                                         ^
            hint: held strongly, the two would keep each other alive (a retain cycle); \
            only a link to what the module does not make, its delegate, may be strong
            archgen.yml:7:51: error: 'presenter.delegate' is given by the module's caller, who may give none
                  presenter.delegate: {weak: false, optional: none}
                                                              ^
            hint: write '?' or '!' (set after init), or leave 'optional' out
            archgen.yml:8:26: error: a link is typed as the protocol it points to
                  presenter.router: {type: "(A & B)"}
                                     ^
            hint: the assembly, the spies and the generated tests pass an implementation of that protocol alone; \
            for a composition with an app protocol ('(MainDisplayLogic & AlertDelegate)?'), list the app protocol's members \
            in the view's list, or ask for it where it is used ('viewController as? AlertDelegate')
            archgen.yml:9:7: error: viper's presenter keeps no services
                  presenter.services: {optional: none}
                  ^
            hint: the interactor keeps them ('interactor.services'); a helper of the presenter's own (a date formatter) \
            is the team's: give it a default in the presenter's 'init' ('dateFormatter: DateFormatter = DateFormatter()'), \
            and archgen's assembly compiles with it
            archgen.yml:10:29: error: the assembly passes every service and input field, so a default is never used
                  interactor.services: {default: Storage(), readOnly: true}
                                        ^
            hint: write the default in the team's own 'init' ('init(storage: Storage = UserDefaults.standard)'): \
            archgen's assembly passes the argument and compiles with it
            archgen.yml:10:49: error: 'readOnly' is for the module's input
                  interactor.services: {default: Storage(), readOnly: true}
                                                            ^
            hint: a service is passed to its holder and never set by another: leave 'readOnly' out
            archgen.yml:11:35: error: 'presenter.input' is declared by no protocol, so it has no '{ get }' to make read-only
                  presenter.input: {readOnly: true}
                                              ^
            hint: add 'declared: true', or leave 'readOnly' out
            archgen.yml:13:5: error: a role protocol is always class-bound (': AnyObject')
                classBound: false
                ^
            hint: a weak link, a spy that records calls and the memory tests need a class; a struct conforming to it is not a role of the module
            archgen.yml:15:42: error: 'weak' must be true or false, found 'maybe'
                  director.ui: {optional: "!", weak: maybe}
                                                     ^

            """)
    }

    /// A team's manifest writes a weak link `!` as archgen.yml's wiring does; `none` is an error there too.
    func testAManifestsWeakLinkMayBeImplicitlyUnwrappedButNotPassedToInit() throws {
        func read(_ link: String) -> StyleManifestResult {
            StyleManifestReader().read(SourceText(path: "Styles/mvp/style.yml", text: StyleManifestTests.mvp.replacingOccurrences(
                of: "links: [{property: view, to: view, weak: true}]", with: "links: [\(link)]")), name: "mvp")
        }
        let unwrapped = read("{property: view, to: view, weak: true, optional: \"!\"}")
        XCTAssertEqual(try XCTUnwrap(unwrapped.definition, DiagnosticRenderer().render(unwrapped.errors))
            .actor("presenter")?.links.first?.defaultOptionality, .implicitlyUnwrapped)
        XCTAssertEqual(DiagnosticRenderer().render(read("{property: view, to: view, weak: true, optional: none}").errors), """
            Styles/mvp/style.yml:19:62: error: a weak link is '?' or '!', set after its holder is made
                links: [{property: view, to: view, weak: true, optional: none}]
                                                                         ^
            hint: write 'optional: "!"', or leave 'optional' out ('?')

            """)
    }
}
