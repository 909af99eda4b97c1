@testable import ArchGenKit
import ArchGenSource
import ArchGenSpec
import Foundation
import TestSupport
import XCTest

/// Which style a module is when several fit: the one explaining more of its
/// structure, then the one whose names it has, then archgen.yml's default
/// style, then the project's own over a built-in one; and the notes for a
/// module no style fits: what each manifest expects, and where the module comes closest.
final class OwnStyleChoiceTests: XCTestCase {
    /// A view model or presenter holding its view weakly, the view holding it back: MVVM's structure and MVP's.
    static func feed(logic: String, events: String, view: String) throws -> ReadModule {
        let text = """
            protocol \(events): AnyObject { func onAppear() }
            protocol \(view): AnyObject { func show(posts: [String]) }

            final class \(logic): \(events) {
                weak var view: \(view)?
                func onAppear() {}
            }

            final class FeedViewController: UIViewController, \(view) {
                let logic: \(events)
                init(logic: \(events)) { self.logic = logic }
                func show(posts: [String]) {}
            }
            """
        let file = try ReadSourceFile(path: "Feed/Feed.swift", text: text, isTest: false)
        return ReadModule(name: "Feed", sourcesFolder: "Feed", testsFolder: nil, files: [file])
    }

    /// The built-in styles, the MVP team's (`mvp`) and the MVP-C team's (`mvpc`), read from their folders.
    static func registry() throws -> StyleRegistry {
        let own = try ["MVPTeam/Styles/mvp", "MVPCTeam/Styles/mvpc"].map { folder in
            let name = Path.lastComponent(of: folder)
            let manifest = Fixtures.directory.appendingPathComponent(folder + "/style.yml")
            let result = StyleManifestReader().read(bytes: Array(try Data(contentsOf: manifest)), path: "Styles/\(name)/style.yml", name: name)
            return StyleRegistry.Entry(definition: try XCTUnwrap(result.definition, "\(result.errors)"), origin: .folder("Styles/" + name))
        }
        return StyleRegistry(entries: StyleRegistry.builtIn.entries + own)
    }

    private func style(of module: ReadModule, defaultStyle: String? = nil) throws -> String? {
        StyleRecognition.recognise(module, registry: try Self.registry(), defaultStyle: defaultStyle)?.style
    }

    func testTheStyleExplainingMoreOfTheModuleWins() throws {
        let checkout = try OwnStyleAdoptionTests.module()
        XCTAssertEqual(StyleRecognition.builtIn(checkout, registry: try Self.registry())?.style, "mvvm")
        XCTAssertEqual(try style(of: checkout), "mvpc")
        XCTAssertEqual(try style(of: checkout, defaultStyle: "mvp"), "mvpc")
        let viper = try AdoptionInferenceTests.module()
        XCTAssertEqual(try style(of: viper, defaultStyle: "mvp"), "viper")
    }

    func testOfStylesExplainingAsMuchTheOneWhoseNamesTheModuleHasWins() throws {
        let mvvm = try Self.feed(logic: "FeedViewModel", events: "FeedViewModelInput", view: "FeedViewModelOutput")
        XCTAssertEqual(try style(of: mvvm), "mvvm")
        XCTAssertEqual(try style(of: mvvm, defaultStyle: "mvp"), "mvvm")
        let mvp = try Self.feed(logic: "FeedPresenter", events: "FeedPresenting", view: "FeedView")
        XCTAssertEqual(try style(of: mvp), "mvp")
        XCTAssertEqual(try style(of: mvp, defaultStyle: "mvvm"), "mvp")
    }

    func testOfStylesAlikeInAllTheDefaultStyleWinsThenTheProjectsOwn() throws {
        let neither = try Self.feed(logic: "FeedLogic", events: "FeedHandling", view: "FeedDisplay")
        XCTAssertEqual(try style(of: neither, defaultStyle: "mvvm"), "mvvm")
        XCTAssertEqual(try style(of: neither, defaultStyle: "mvp"), "mvp")
        XCTAssertEqual(try style(of: neither), "mvp")
        XCTAssertEqual(StyleRecognition.recognise(neither, registry: .builtIn)?.style, "mvvm")
    }

    func testAModuleNoStyleFitsGetsANoteForEachStyleOfTheProjectsOwnSayingWhatItsManifestExpects() throws {
        let file = try ReadSourceFile(path: "Features/Cart/Cart.swift", text: "protocol A {}\nfinal class B: A {}\n", isTest: false)
        let module = ReadModule(name: "Cart", sourcesFolder: "Features/Cart", testsFolder: nil, files: [file])
        let adoption = ModuleAdoption(module: module, specsFolder: "Specs", registry: try Self.registry())
        XCTAssertNil(adoption.shape)
        XCTAssertEqual(DiagnosticRenderer().render(adoption.notes), """
            Features/Cart: note: no built-in style recognised: no class holds the module's protocols as a presenter, an interactor \
            or a view model does
            hint: adopt reads VIPER, VIPER-S, VIP and MVVM modules; write this module's spec by hand (`archgen help spec`)
            Features/Cart: note: not of the project's style 'mvp': no classes of the module hold each other as Styles/mvp/style.yml says
            hint: in mvp (its protocols by their keys), the view conforms to `view` and holds `events` as `presenter`; the presenter \
            conforms to `events` and holds `view` weakly as `view`, `delegate` weakly as `delegate`
            Features/Cart/Cart.swift:2:1: note: B, the closest to mvp's presenter, holds none of the module's protocols as its `view` to \
            `view` (weak)
            final class B: A {}
            ^
            hint: give it a stored property of the module's protocol for each, `weak` where the link is
            Features/Cart: note: not of the project's style 'mvpc': no classes of the module hold each other as Styles/mvpc/style.yml says
            hint: in mvpc (its protocols by their keys), the view conforms to `view` and holds `events` as `presenter`; the useCase \
            conforms to `useCase`; the coordinator conforms to `routes`; the presenter conforms to `events` and holds `view` weakly \
            as `view`, `useCase` as `useCase`, `routes` as `coordinator`, `delegate` weakly as `delegate`
            Features/Cart/Cart.swift:2:1: note: B, the closest to mvpc's presenter, holds none of the module's protocols as its `view` to \
            `view` (weak), `useCase` to `useCase`, `coordinator` to `routes`
            final class B: A {}
            ^
            hint: give it a stored property of the module's protocol for each, `weak` where the link is

            """)
    }
}
