@testable import ArchGenKit
import ArchGenSpec
import ArchGenTemplates
import XCTest

/// The VIP render model's rules, with inline specs: the merged business
/// logic, the protocols without wiring, the Clean Swift memory rules, the
/// configurator's parameters and statements, and the scaffold tests.
final class VipModuleTests: XCTestCase {
    private func module(_ text: String) throws -> ModuleModel {
        let result = SpecLoader().load(bytes: Array(("module: Shop\nstyle: vip\n" + text).utf8), path: "Shop.archgen")
        XCTAssertEqual(result.errors.map(\.message), [])
        return ModuleModel(spec: try XCTUnwrap(result.spec))
    }

    private func actor(_ module: ModuleModel, _ key: String) throws -> StyleActor {
        try XCTUnwrap(module.style.actor(key))
    }

    /// The declared protocols' names and own requirements, in the contract's order.
    private func protocolModels(_ module: ModuleModel) -> [(name: String, members: [MemberDeclaration])] {
        module.declaredProtocols.map { declared in
            (module.protocolName(declared.key), module.wiring(of: declared.key).map(\.propertyDeclaration) + module.members(of: declared))
        }
    }

    private let shop = """
        entities:
          - Product(name: String, price: Double)
        services:
          Catalog:
            - products() async throws -> [Product]
        useCases:
          FetchProducts:
            request: ()
            response: (products: [Product])
            viewModel: (names: [String])
        events:
          - select(_ product: Product) -> Bool
          - close()
        interactor:
          - select(_ product: Product) -> Bool
          - refresh()
        output:
          - closed()
        view:
          - closed()
        routes:
          - dismiss()

        """

    private func strings(_ value: TemplateValue?) -> [String] {
        guard case .array(let items)? = value else { return [] }
        return items.compactMap { if case .string(let text) = $0 { text } else { nil } }
    }

    func testBusinessLogicMergesEventsAndInteractorWithoutRepeats() throws {
        let module = try module(shop)
        XCTAssertEqual(module.spec.members(ofProtocol: "interactor").map(\.declaration.displayName),
                       ["select(_:)", "close()", "fetchProducts(request:)", "refresh()"])
        XCTAssertEqual(module.style.protocolKey(of: .events), module.style.protocolKey(of: .interactor))
        XCTAssertEqual(protocolModels(module)[0].name, "ShopBusinessLogic")
        XCTAssertEqual(protocolModels(module)[0].members.map(\.description), [
            "func select(_ product: Product) -> Bool", "func close()",
            "func fetchProducts(request: Shop.FetchProducts.Request)", "func refresh()",
        ])
    }

    func testProtocolsHoldNoWiringButTheDataStoreHoldsTheInput() throws {
        let plain = protocolModels(try module(shop))
        XCTAssertEqual(plain.map(\.name), [
            "ShopBusinessLogic", "ShopDataStore", "ShopPresentationLogic", "ShopDisplayLogic", "ShopRoutingLogic",
            "ShopDataPassing",
        ])
        XCTAssertEqual(plain[1].members, [])
        XCTAssertEqual(plain[5].members.map(\.description), ["var dataStore: (any ShopDataStore)? { get }"])
        for model in plain where !["ShopDataStore", "ShopDataPassing"].contains(model.name) {
            XCTAssertFalse(model.members.contains { if case .property = $0 { true } else { false } }, model.name)
        }

        let built = protocolModels(try module(shop + "input: (product: Product, note: String?, done: @escaping () -> Void)\ndelegate:\n  - didClose()\n"))
        XCTAssertEqual(built.map(\.name).last, "ShopDelegate")
        XCTAssertEqual(built[1].members.map(\.description), [
            "var product: Product { get set }", "var note: String? { get set }", "var done: () -> Void { get set }",
        ])
    }

    func testLinksFollowCleanSwiftsMemoryRules() throws {
        let module = try module(shop + "delegate:\n  - didClose()\n")
        let interactor = try actor(module, "interactor"), presenter = try actor(module, "presenter")
        XCTAssertEqual(module.links(of: interactor).map(\.storedProperty), [
            "let presenter: any ShopPresentationLogic", "weak var delegate: (any ShopDelegate)?",
            "let catalog: any Catalog",
        ])
        XCTAssertEqual(module.links(of: presenter).map(\.storedProperty), ["weak var viewController: (any ShopDisplayLogic)?"])
        let tests = module.testCase(of: interactor).tests.map(\.name)
        // The request's response and its view model have fields no model gives: the team's, untested. The
        // presenter, passed to `init` and kept in a `let`, cannot be lost: no test says the interactor keeps it.
        XCTAssertEqual(tests, ["doesNotRetainItsDelegate"])
        XCTAssertEqual(module.testCase(of: presenter).tests.map(\.name), [
            "closedIsForwardedToTheViewController", "doesNotRetainItsViewController",
        ])
    }

    /// A step whose model has a field the given model does not (`products` from an empty request,
    /// `names` from `products`) is the team's: archgen makes up no value that would look like it works.
    func testAUseCaseStepWithNoSourceForAFieldIsLeftToTheTeam() throws {
        let module = try module(shop)
        let requests = try XCTUnwrap(module.implementations(of: try actor(module, "interactor")).first)
        let request = try XCTUnwrap(requests.members.first { $0.declaration.displayName == "fetchProducts(request:)" })
        XCTAssertNil(requests.forward(request))
        let outputs = try XCTUnwrap(module.implementations(of: try actor(module, "presenter")).first)
        XCTAssertEqual(outputs.members.map { outputs.forward($0)?.link.receiver }, ["viewController?", nil])
    }

    /// Fields of the same name and type flow on: the request's into the response, the response's into
    /// the view model; the tests assert the model each receiver got, built from the sample given.
    func testFieldsOfTheSameNameAndTypeFlowAlongTheUseCase() throws {
        let spec = shop.replacingOccurrences(of: "    request: ()\n    response: (products: [Product])\n    viewModel: (names: [String])",
                                             with: "    request: (query: String)\n    response: (query: String)\n    viewModel: (query: String)")
        XCTAssertNotEqual(spec, shop)
        let module = try module(spec)
        let requests = try XCTUnwrap(module.implementations(of: try actor(module, "interactor")).first)
        let request = try XCTUnwrap(requests.members.first { $0.declaration.displayName == "fetchProducts(request:)" })
        XCTAssertEqual(requests.forward(request)?.model?.value, "Shop.FetchProducts.Response(query: request.query)")
        let outputs = try XCTUnwrap(module.implementations(of: try actor(module, "presenter")).first)
        XCTAssertEqual(outputs.forward(outputs.members[1])?.model?.value, "Shop.FetchProducts.ViewModel(query: response.query)")
        let interactorTest = try XCTUnwrap(module.testCase(of: try actor(module, "interactor")).tests.first)
        XCTAssertEqual(interactorTest.name, "fetchProductsRequestSendsItsResponseToThePresenter")
        XCTAssertEqual(interactorTest.then, [
            "XCTAssertEqual(presenter.presentFetchProductsResponseReceivedResponse, Shop.FetchProducts.Response(query: request.query))",
        ])
        let presenterTest = try XCTUnwrap(module.testCase(of: try actor(module, "presenter")).tests.first { $0.name.hasPrefix("present") })
        XCTAssertEqual(presenterTest.then, [
            "XCTAssertEqual(viewController.displayFetchProductsViewModelReceivedViewModel, Shop.FetchProducts.ViewModel(query: response.query))",
        ])
    }

    func testConfigureTakesTheViewControllerThenInputDelegateAndServices() throws {
        let module = try module(shop + "input: (product: Product)\ndelegate:\n  - didClose()\n")
        let context = module.assemblyContext
        XCTAssertEqual(strings(context["signature"]), [
            "static func configure<ViewType: ShopDisplayLogic>(",
            "    viewController makeViewController: (any ShopBusinessLogic, any ShopRoutingLogic & ShopDataPassing) -> ViewType,",
            "    product: Product,", "    delegate: (any ShopDelegate)?,",
            "    catalog: any Catalog",
            ") -> (viewController: ViewType, interactor: ShopInteractor, router: ShopRouter) {",
        ])
        XCTAssertEqual(strings(context["call"]), [
            "let scene = configure(", "    viewController: { ShopViewController(interactor: $0, router: $1) },",
            "    product: product,", "    delegate: delegate,", "    catalog: catalog", ")",
        ])
        XCTAssertEqual(strings(context["statements"]), [
            "let presenter = ShopPresenter()", "let interactor = ShopInteractor(presenter: presenter, catalog: catalog, product: product)",
            "let router = ShopRouter()", "let viewController = makeViewController(interactor, router)",
            "interactor.delegate = delegate", "presenter.viewController = viewController",
            "router.view = viewController", "router.dataStore = interactor", "return (viewController, interactor, router)",
        ])
    }

    func testConfiguratorTestsCheckEveryLinkAndNeedSampleInput() throws {
        let module = try module(shop + "input: (product: Product)\ndelegate:\n  - didClose()\n")
        let tests = module.assemblyTestCase.tests
        XCTAssertEqual(tests.map(\.name), ["configureLinksEveryActor", "sceneIsReleasedWithItsViewController",
                                           "dismissDismissesThePresentedModule", "dismissPopsThePushedModule"])
        XCTAssertEqual(tests[0].then, [
            "let presenter = try XCTUnwrap(scene.interactor.presenter as? ShopPresenter)",
            "XCTAssertIdentical(presenter.viewController, viewController)",
            "XCTAssertIdentical(scene.router.view, viewController)",
            "XCTAssertIdentical(scene.router.dataStore, scene.interactor)",
            "XCTAssertEqual(scene.interactor.product, product)",
            "XCTAssertIdentical(scene.interactor.delegate, delegate)",
            "XCTAssertIdentical(scene.interactor.catalog as? CatalogMock, catalog)",
        ])
        XCTAssertEqual(tests[1].then, ["weakViewController", "weakInteractor", "weakPresenter", "weakRouter"].map { "XCTAssertNil(\($0))" })
        // An input archgen cannot build a sample of leaves the configurator untested, and says why.
        let untested = try self.module(shop + "input: (clock: Clock)\nexternal:\n  - protocol Clock { func now() -> Int }\n").assemblyTestCase
        XCTAssertEqual(untested.tests.count, 0)
        XCTAssertEqual(untested.note, "archgen cannot build a value of `clock: Clock` for the assembly: test it here.")
    }

    /// A SwiftUI scene is configured around its screen's model, and nothing calls it a view controller.
    func testASwiftUISceneIsConfiguredAroundItsModel() throws {
        let module = try module(shop + "platform: swiftui\n")
        XCTAssertEqual(strings(module.assemblyContext["signature"]), [
            "static func configure<ViewType: ShopDisplayLogic>(",
            "    model makeModel: (any ShopBusinessLogic, any ShopRoutingLogic & ShopDataPassing) -> ViewType,",
            "    catalog: any Catalog",
            ") -> (model: ViewType, interactor: ShopInteractor, router: ShopRouter) {",
        ])
        XCTAssertEqual(module.assemblyTestCase.tests.map(\.name), ["configureLinksEveryActor", "sceneIsReleasedWithItsModel"])
    }

    /// The scene's worker is not a property the interactor never uses: a dependency
    /// to replace in tests is a service, injected like any other.
    func testTheInteractorHoldsNoWorkerItDoesNotUse() throws {
        let module = try module(shop)
        XCTAssertEqual(strings(module.context(of: try actor(module, "interactor"))["properties"]),
                       ["let presenter: any ShopPresentationLogic", "let catalog: any Catalog"])
    }
}
