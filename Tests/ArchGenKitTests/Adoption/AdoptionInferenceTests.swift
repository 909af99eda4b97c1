@testable import ArchGenKit
import ArchGenSource
import ArchGenSpec
import XCTest

/// `adopt`'s reading and inference on inline modules: the spec and the
/// archgen.yml values a VIPER module written the team's way gives.
final class AdoptionInferenceTests: XCTestCase {
    static let contract = """
        import Foundation

        protocol CartViewProtocol: AnyObject {
            var presenter: CartPresenterProtocol! { get set }
            func show(items: [String]) // the rows
        }

        @MainActor protocol NotTheView {}

        protocol CartPresenterProtocol: AnyObject {
            func viewDidLoad()
        }

        protocol CartInteractorProtocol: AnyObject {
            func loadItems()
        }

        protocol CartInteractorOutputProtocol: AnyObject {
            func didLoad(items: [String])
        }

        protocol CartRouterProtocol: AnyObject {
            func close()
        }

        protocol CartStore {
            func items() -> [String]
        }

        enum CartError: Error { case empty }
        """

    static let implementations = """
        final class CartPresenter: CartPresenterProtocol {
            weak var view: CartViewProtocol?
            var interactor: CartInteractorProtocol!
            private let router: CartRouterProtocol
            private let cartID: String
            private var loaded = false

            init(router: CartRouterProtocol, cartID: String) {
                self.router = router
                self.cartID = cartID
            }

            func viewDidLoad() { interactor.loadItems() }
        }

        extension CartPresenter: CartInteractorOutputProtocol {
            func didLoad(items: [String]) { view?.show(items: items) }
        }

        final class CartInteractor: CartInteractorProtocol {
            weak var output: CartInteractorOutputProtocol?
            let store: CartStore

            init(store: CartStore) { self.store = store }

            func loadItems() { output?.didLoad(items: store.items()) }
        }

        final class CartRouter: CartRouterProtocol {
            func close() {}
        }

        final class CartViewController: UIViewController, CartViewProtocol {
            var presenter: CartPresenterProtocol!
            func show(items: [String]) {}
        }
        """

    static func module(contract: String = contract) throws -> ReadModule {
        let files = [
            try ReadSourceFile(path: "Features/Cart/CartContract.swift", text: contract, isTest: false),
        ] + (try implementations.components(separatedBy: "\n\nfinal class ").enumerated().map { index, text throws in
            let code = index == 0 ? text : "final class " + text
            let type = code.dropFirst("final class ".count).prefix { $0.isLetter }
            return try ReadSourceFile(path: "Features/Cart/\(type).swift", text: code, isTest: false)
        }) + [
            try ReadSourceFile(path: "Tests/CartTests/CartTests.swift", text: "@testable import Shop\n", isTest: true),
        ]
        return ReadModule(name: "Cart", sourcesFolder: "Features/Cart", testsFolder: "Tests/CartTests", files: files)
    }

    func testAVIPERModuleGivesItsSpecWithTheListsAsTheTeamDeclaresThem() throws {
        let adoption = ModuleAdoption(module: try Self.module(), specsFolder: "Specs", registry: .builtIn)
        XCTAssertEqual(adoption.shape?.style, "viper")
        XCTAssertEqual(adoption.specText, """
            # Adopted by archgen from Features/Cart.
            module: Cart
            style: viper
            platform: uikit
            entities:
              - enum CartError: Error { case empty }
            services:
              CartStore:
                property: store
                members:
                  - items() -> [String]
            external:
              - @MainActor protocol NotTheView {}
            input: (cartID: String)
            view:
              - show(items: [String])
            events:
              - viewDidLoad()
            interactor:
              - loadItems()
            output:
              - didLoad(items: [String])
            routes:
              - close()

            """)
        XCTAssertEqual(adoption.replacedFiles, ["Features/Cart/CartContract.swift"])
        XCTAssertEqual(adoption.notes, [])
    }

    func testAnUnownedLinkIsAdoptedWithANoteAtItsDeclaration() throws {
        let module = try Self.module()
        var files = module.files
        let interactor = try XCTUnwrap(files.firstIndex { $0.path == "Features/Cart/CartInteractor.swift" })
        files[interactor] = try ReadSourceFile(
            path: files[interactor].path, text: files[interactor].text.replacingOccurrences(of: "weak var output", with: "unowned var output"),
            isTest: false)
        let unowned = ReadModule(name: "Cart", sourcesFolder: module.sourcesFolder, testsFolder: module.testsFolder, files: files)
        let adoption = ModuleAdoption(module: unowned, specsFolder: "Specs", registry: .builtIn)
        XCTAssertEqual(adoption.shape?.links["interactor.output"]?.name, "output")
        XCTAssertEqual(DiagnosticRenderer().render(adoption.notes), """
            Features/Cart/CartInteractor.swift:2:5: note: `unowned var output`: archgen's scaffolds and doubles hold it `weak`
                unowned var output: CartInteractorOutputProtocol?
                ^
            hint: the team's declaration stays as it is; archgen.yml's `wiring` names the property, not its ownership

            """)
    }

    func testTheSettingsNameTheTeamsProtocolsFilesAndLinksAndLeaveArchgensDefaultsOut() throws {
        let adoption = ModuleAdoption(module: try Self.module(), specsFolder: "Specs", registry: .builtIn)
        let leaves = ProjectLeaves.leaves(for: [adoption], specsFolder: "Specs") + adoption.leaves
        XCTAssertEqual(SettingsMerge(leaves: leaves, existing: nil, settingsPath: "archgen.yml").text, """
            specs: Specs
            paths:
              sources: "Features/{module}"
              tests: "Tests/{module}Tests"
            defaults:
              appModule: Shop
            styles:
              viper:
                protocols:
                  events: "{module}PresenterProtocol"
                  interactor: "{module}InteractorProtocol"
                  output: "{module}InteractorOutputProtocol"
                  routes: "{module}RouterProtocol"
                  view: "{module}ViewProtocol"
                wiring:
                  view.presenter:
                    optional: "!"
                    declared: true
                  presenter.interactor:
                    optional: "!"
                isolation: none

            """)
    }

    func testTheAppsTypesTheModuleUsesAreExternalFilesFromTheSpec() throws {
        let contract = Self.contract.replacingOccurrences(of: "func close()", with: "func open(order: Order)")
        var module = try Self.module(contract: contract)
        module.appTypes = Dictionary(uniqueKeysWithValues: try ReadModule.types(in: [
            ReadSourceFile(path: "App/Models/Order.swift", text: "struct Order {}\n", isTest: false),
            ReadSourceFile(path: "App/Unused.swift", text: "struct Unused {}\n", isTest: false),
        ]).map { ($0.name, $0) })
        let adoption = ModuleAdoption(module: module, specsFolder: "Specs", registry: .builtIn)
        XCTAssertTrue(adoption.specText.contains("\nexternal:\n  - ../App/Models/Order.swift\n"), adoption.specText)
        XCTAssertFalse(adoption.specText.contains("Unused"), adoption.specText)
    }

    func testTheTeamsProtocolsWithNoMemberOfAListAreKept() throws {
        let contract = Self.contract.replacingOccurrences(of: "func didLoad(items: [String])", with: "")
            .replacingOccurrences(of: "func close()", with: "")
        let adoption = ModuleAdoption(module: try Self.module(contract: contract), specsFolder: "Specs", registry: .builtIn)
        XCTAssertEqual(adoption.leaves.filter { $0.path.last == "keep" }.map { $0.key + ": " + $0.value + " (" + $0.source.description + ")" },
                       ["styles.viper.keep: [output, routes] (Features/Cart/CartContract.swift:18)"])
    }

    func testAModuleWithNoPresenterIsNotRecognisedAndSaysSo() throws {
        let file = try ReadSourceFile(path: "Features/Cart/Cart.swift", text: "protocol A {}\nfinal class B: A {}\n", isTest: false)
        let module = ReadModule(name: "Cart", sourcesFolder: "Features/Cart", testsFolder: nil, files: [file])
        let adoption = ModuleAdoption(module: module, specsFolder: "Specs", registry: .builtIn)
        XCTAssertNil(adoption.shape)
        XCTAssertEqual(DiagnosticRenderer().render(adoption.notes), """
            Features/Cart: note: no built-in style recognised: no class holds the module's protocols as a presenter, an interactor \
            or a view model does
            hint: adopt reads VIPER, VIPER-S, VIP and MVVM modules; write this module's spec by hand (`archgen help spec`)

            """)
    }
}
