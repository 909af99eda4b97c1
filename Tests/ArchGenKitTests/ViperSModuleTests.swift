@testable import ArchGenKit
import ArchGenSpec
import Foundation
import TestSupport
import XCTest

/// The VIPER-S render model's rules, with an inline spec that uses every
/// feature no example has (input, delegate, two services, a use case): the
/// memory rules, the contract, the assembly, `makeModule(with:)`, forwarding
/// and the scaffold tests (`ViperSModuleBuildTests` builds and tests it).
final class ViperSModuleTests: XCTestCase {
    static func spec(_ text: String) throws -> Spec {
        let result = SpecLoader().load(bytes: Array(text.utf8), path: "Shop.archgen")
        XCTAssertEqual(result.errors.map(\.message), [])
        return try XCTUnwrap(result.spec)
    }

    private func module(_ text: String = shopSpec) throws -> ModuleModel { ModuleModel(spec: try Self.spec(text)) }

    static let shopSpec = """
        module: Shop
        style: viper-s
        platform: uikit
        entities:
          - Product(name: String, price: Double)
        external:
          - struct Owner { var id: Int; let name: String }
        services:
          Catalog:
            - products() async throws -> [Product]
          Basket:
            property: basket
            members:
              - add(_ product: Product)
        input: (owner: Owner, category: String)
        delegate:
          - shopDidPick(product: Product)
        view:
          - show(products: [Product])
        events:
          - load(category: String)
          - close()
        interactor:
          - load(category: String)
        output:
          - show(products: [Product])
          - shopDidPick(product: Product)
        routes:
          - close()
        useCases:
          Search:
            request: (text: String)
            response: (products: [Product])
            viewModel: (names: [String])
        """

    func testLinksFollowTheMemoryRules() throws {
        let module = try module()
        XCTAssertEqual(module.links(of: "director").map(\.storedProperty), [
            "weak var ui: (any Shop_DisplayUI)?", "let dataManager: any Shop_ManageData",
            "let navigator: any Shop_Navigate", "weak var delegate: (any Shop_Delegate)?",
        ])
        XCTAssertEqual(module.links(of: "worker").map(\.storedProperty), [
            "weak var presenter: (any Shop_PresentData)?", "let catalog: any Catalog", "let basket: any Basket",
        ])
        XCTAssertEqual(module.links(of: "navigator").map(\.storedProperty), ["weak var scene: (any Shop_DisplayUI)?"])
        XCTAssertEqual(module.links(of: "scene").map(\.storedProperty), ["let eventsHandler: any Shop_HandleUIEvents"])
        XCTAssertEqual(try self.module(Self.shopSpec.replacingOccurrences(of: "delegate:\n  - shopDidPick(product: Product)\n", with: ""))
            .links(of: "director").map(\.name), ["ui", "dataManager", "navigator"])
    }

    /// Seed 001's spies declare only the members: the protocols require nothing else.
    func testProtocolsHoldOnlyTheSpecsMembers() throws {
        let protocols = try module().protocols.map { value -> [String] in
            guard case .object(let object) = value, case .string(let name)? = object["name"],
                  case .array(let members)? = object["members"] else { return [] }
            guard case .array(let wiring)? = object["wiring"] else { XCTFail("no wiring list"); return [] }
            XCTAssertTrue(wiring.isEmpty, name)
            return [name] + members.map { member in
                if case .string(let text) = member { return text }
                return "?"
            }
        }
        XCTAssertEqual(protocols, [
            ["Shop_DisplayUI", "func show(products: [Product])", "func displaySearch(viewModel: Shop.Search.ViewModel)"],
            ["Shop_HandleUIEvents", "func load(category: String)", "func close()", "func search(request: Shop.Search.Request)"],
            ["Shop_ManageData", "func load(category: String)", "func search(request: Shop.Search.Request)"],
            ["Shop_PresentData", "func show(products: [Product])", "func shopDidPick(product: Product)",
             "func presentSearch(response: Shop.Search.Response)"],
            ["Shop_Navigate", "func close()"],
            ["Shop_Delegate", "func shopDidPick(product: Product)"],
        ])
    }

    func testAssembleLinksEveryActorAndTheSceneKeepsTheDirector() throws {
        let module = try module()
        XCTAssertEqual(module.assemblyStatements, [
            "let worker = ShopWorker(catalog: catalog, basket: basket)", "let navigator = ShopNavigator()",
            "let director = ShopDirector(dataManager: worker, navigator: navigator, owner: owner, category: category)",
            "let ui = makeUI(director)", "director.ui = ui", "director.delegate = delegate", "worker.presenter = director",
            "navigator.scene = ui", "return (ui, director)",
        ])
        // Past 120 columns, one parameter a line.
        guard case .array(let lines)? = module.assemblyContext["signature"] else { return XCTFail() }
        XCTAssertEqual(lines, [
            "static func assemble<ViewType: Shop_DisplayUI>(", "    ui makeUI: (any Shop_HandleUIEvents) -> ViewType,",
            "    owner: Owner,", "    category: String,", "    delegate: (any Shop_Delegate)?,", "    catalog: any Catalog,",
            "    basket: any Basket", ") -> (ui: ViewType, director: ShopDirector) {",
        ])
    }

    /// The navigator's comment names the scene's property as the project's wiring names it
    /// (a scene whose handler is set after `init`; one that takes it in `init` is made by the assembly).
    func testTheNavigatorNamesTheScenesRenamedHandler() throws {
        var spec = try Self.spec(Self.shopSpec)
        spec.wiring = WiringSettings(links: ["scene.eventsHandler": WiringSettings.Link(property: "handler", optionality: .implicitlyUnwrapped)])
        let files = try GoldenFiles.renderer.render(spec, layout: ModuleLayout(sources: "Sources", tests: "Tests"))
        let navigator = try XCTUnwrap(files.first { $0.path == "Sources/ShopNavigator.swift" }).contents
        XCTAssertTrue(navigator.contains("/// the caller keeps (a scene keeps it as its `handler`)."), navigator)
        XCTAssertTrue(navigator.contains("scene.handler = assemble("), navigator)
        XCTAssertFalse(navigator.contains("eventsHandler"), navigator)
    }

    /// What the module is built with reads `with` (seed 001's `makeModule(with item:)`); the delegate
    /// and the services follow by name (issue 37: `makeModule(with: self)` read as if the delegate were the input).
    func testMakeModuleParameters() throws {
        let cases: [(String, String)] = [
            ("input: (item: Item)\nexternal:\n  - struct Item { var id: Int }\n", "with item: Item"),
            ("delegate:\n  - didFinish()\n", "delegate: (any M_Delegate)?"),
            ("input: (item: Int)\ndelegate:\n  - didFinish()\n", "with item: Int, delegate: (any M_Delegate)?"),
            ("services:\n  Clock:\n    - now() -> Int\n", "clock: any Clock"),
            ("input: (a: Int, b: String)\nservices:\n  Clock:\n    - now() -> Int\n", "with a: Int, b: String, clock: any Clock"),
            ("", ""),
        ]
        for (text, expected) in cases {
            XCTAssertEqual(try module("module: M\nstyle: viper-s\n" + text).entryPointParameters.joined(separator: ", "), expected, text)
        }
    }

    func testDirectorAndWorkerForwardWhereTheSpecAllows() throws {
        let module = try module()
        func receiver(_ forward: Forward?) -> String? {
            forward.map { $0.link.receiver + "." + $0.method.name + ($0.model.map { "(" + $0.value + ")" } ?? "") }
        }
        XCTAssertEqual(module.forwards(of: "director", in: "events").map(receiver), [
            "dataManager.load", "navigator.close", "dataManager.search",
        ])
        XCTAssertEqual(module.forwards(of: "director", in: "output").map(receiver), [
            "ui?.show", "delegate?.shopDidPick", nil,
        ])
        // The use case's response and view model have fields no model gives (`products`, `names`): the team's.
        XCTAssertEqual(module.forwards(of: "worker", in: "interactor").map(receiver), [nil, nil])
    }

    func testScaffoldTestsCheckTheForwardsAndTheWeakLinks() throws {
        let module = try module()
        XCTAssertEqual(module.testCase(of: "director").properties.map { "\($0.name): \($0.type)" }, [
            "ui: Shop_DisplayUISpy", "dataManager: Shop_ManageDataSpy", "navigator: Shop_NavigateSpy",
            "delegate: Shop_DelegateSpy", "sut: ShopDirector",
        ])
        XCTAssertEqual(module.testCase(of: "director").tests.map(\.name), [
            "loadCategoryIsForwardedToTheDataManager", "closeIsForwardedToTheNavigator",
            "searchRequestIsForwardedToTheDataManager", "showProductsIsForwardedToTheUI",
            "shopDidPickProductIsForwardedToTheDelegate", "doesNotRetainItsUI", "doesNotRetainItsDelegate",
        ])
        XCTAssertEqual(module.testCase(of: "director").tests[3].given, ["let products: [Product] = [Product(name: \"name\", price: 1.5)]"])
        XCTAssertEqual(module.testCase(of: "director").tests[3].then, [
            "XCTAssertEqual(ui.showProductsCallsCount, 1)", "XCTAssertEqual(ui.showProductsReceivedProducts, products)",
        ])
        // Its only test makes its own presenter: the case builds none (no fixture no test reads), but the services its init takes.
        XCTAssertEqual(module.testCase(of: "worker").setUp, [])
        XCTAssertEqual(module.testCase(of: "worker").properties.map(\.name), ["catalog", "basket", "sut"])
        // The request's response waits for work still to write: no test asserts it.
        XCTAssertEqual(module.testCase(of: "worker").tests.map(\.name), ["doesNotRetainItsPresenter"])
    }

    func testNavigatorTestsCheckEveryLinkAndComparesEquatableInput() throws {
        let tests = try module().assemblyTestCase.tests
        XCTAssertEqual(tests.map(\.name), ["assembleLinksEveryActor", "moduleIsReleased", "closeDismissesThePresentedModule", "closePopsThePushedModule"])
        XCTAssertEqual(tests[0].given, [
            "let ui = Shop_DisplayUISpy()", "let owner: Owner = Owner(id: 1, name: \"name\")", "let category: String = \"category\"",
            "let delegate = Shop_DelegateSpy()", "let catalog = CatalogMock()", "let basket = BasketMock()",
        ])
        XCTAssertEqual(tests[0].when, [
            "let module = ShopNavigator.assemble(", "    ui: { _ in ui },", "    owner: owner,", "    category: category,",
            "    delegate: delegate,", "    catalog: catalog,", "    basket: basket", ")",
        ])
        // `Owner` is not Equatable: only `category` is compared.
        XCTAssertEqual(Array(tests[0].then.dropFirst(2)), [
            "XCTAssertIdentical(module.director.ui, ui)", "XCTAssertIdentical(worker.presenter, module.director)",
            "XCTAssertIdentical(navigator.scene, ui)", "XCTAssertEqual(module.director.category, category)",
            "XCTAssertIdentical(module.director.delegate, delegate)", "XCTAssertIdentical(worker.catalog as? CatalogMock, catalog)",
            "XCTAssertIdentical(worker.basket as? BasketMock, basket)",
        ])
        XCTAssertEqual(tests[1].then, ["weakUI", "weakDirector", "weakWorker", "weakNavigator"].map { "XCTAssertNil(\($0))" })
    }

    /// Like VIPER's: without a sample of the input, no assembly test at all rather than a test that cannot build.
    func testNoNavigatorTestsWithoutASampleInput() throws {
        let module = try module("module: M\nstyle: viper-s\ninput: (transform: (Int) -> Session)\n")
        XCTAssertNil(module.facts.assemblyArguments())
        XCTAssertEqual(module.assemblyTestCase.tests.map(\.name), [])
        XCTAssertEqual(module.assemblyTestCase.note,
                       "archgen cannot build a value of `transform: (Int) -> Session` for the assembly: test it here.")
    }
}
