@testable import ArchGenKit
import ArchGenSpec
import TestSupport
import XCTest

/// Routes on UIKit (`ModuleModel+Routes`, `+RouteBodies`): a route that opens
/// a module builds it through its entry point with the route's arguments, the
/// events' actor as its delegate and this module's services, and pushes or
/// presents it; `close()` dismisses; every style's entry point returns
/// `UIViewController` unless archgen.yml says `entryPoint: view`.
final class RouteRenderTests: XCTestCase {
    private func spec(_ text: String) throws -> Spec { try RouteFiles.spec(text) }

    private func files(_ opener: String, opening opened: [String] = []) throws -> [String: String] {
        try RouteFiles.render(opener, opening: opened)
    }

    static let detail = """
        module: Detail
        style: mvvm
        platform: uikit
        input: (itemID: Int)
        services:
          Catalog:
            - item(id: Int) -> String
        delegate:
          - didLike(itemID: Int)
        events:
          - likeTapped()

        """

    static let list = """
        module: List
        style: viper
        platform: uikit
        services:
          Catalog:
            - item(id: Int) -> String
        events:
          - didSelect(itemID: Int)
        routes:
          - showDetail(itemID id: Int) opens Detail
          - presentDetail(itemID: Int) presents Detail

        """

    func testARouteBuildsTheModuleWithItsInputDelegateAndServicesThenPushesOrPresentsIt() throws {
        let router = try XCTUnwrap(try files(Self.list, opening: [Self.detail])["ListRouter.swift"])
        for expected in [
            """
                weak var view: (any ListView)?
                /// The opened modules' delegate, held weakly: it keeps this router.
                weak var presenter: ListPresenter?
                /// What the opened modules need, passed on.
                let catalog: any Catalog

                init(catalog: any Catalog) {
                    self.catalog = catalog
                }
            """,
            """
                    let router = ListRouter(catalog: catalog)
            """,
            """
                    router.presenter = presenter
                    return (view, presenter)
            """,
            """
                func showDetail(itemID id: Int) {
                    #if canImport(UIKit)
                    let detail = DetailCoordinator.create(itemID: id, delegate: presenter, catalog: catalog)
                    viewController?.navigationController?.pushViewController(detail, animated: true)
                    #endif
                }
            """,
            """
                    let detail = DetailCoordinator.create(itemID: itemID, delegate: presenter, catalog: catalog)
                    viewController?.present(detail, animated: true)
            """,
            """
            extension ListPresenter: DetailDelegate {
                func didLike(itemID: Int) {
                    // TODO: React to Detail.
                }
            }
            """,
        ] {
            XCTAssertTrue(router.contains(expected), expected + "\nin:\n" + router)
        }
    }

    /// VIP's data passing: the field of Detail's input the route leaves out comes from the router's data store,
    /// and the route's test asserts the opened scene holds the data store's sample.
    func testAVIPRoutePassesWhatItLeavesOutFromItsDataStore() throws {
        let orders = """
            module: Orders
            style: vip
            platform: uikit
            input: (itemID: Int)
            routes:
              - showDetail() opens Detail
              - presentDetail(itemID: Int) presents Detail

            """
        let detail = Self.detail.replacingOccurrences(of: "services:\n  Catalog:\n    - item(id: Int) -> String\n", with: "")
        let files = try files(orders, opening: [detail])
        let router = try XCTUnwrap(files["OrdersRouter.swift"]), tests = try XCTUnwrap(files["OrdersConfiguratorTests.swift"])
        let body = """
                func showDetail() {
                    #if canImport(UIKit)
                    guard let source = dataStore else { return }
                    let detail = DetailCoordinator.create(itemID: source.itemID, delegate: interactor)
                    viewController?.navigationController?.pushViewController(detail, animated: true)
                    #endif
                }
            """
        XCTAssertTrue(router.contains(body), router)
        XCTAssertTrue(tests.contains("XCTAssertEqual(detailViewModel.itemID, itemID)"), tests)
        // A parameter named as the input's field is passed the set-up's sample, declared once.
        let presenting = try XCTUnwrap(tests.range(of: "func testPresentDetailPresentsDetail").map { tests[$0.lowerBound...] })
        let test = presenting[..<(presenting.range(of: "\n    }\n")?.lowerBound ?? presenting.endIndex)]
        XCTAssertEqual(test.components(separatedBy: "let itemID").count, 2, String(test))
        XCTAssertTrue(test.contains("scene.router.presentDetail(itemID: itemID)"), String(test))
    }

    func testARouteWhoseModuleIsUnknownOrNeedsAServiceNotHereOrIsOffTheMainActorKeepsItsTodo() throws {
        let offMainActor = try XCTUnwrap(try files(Self.list + "isolation: none\n", opening: [Self.detail])["ListRouter.swift"])
        XCTAssertTrue(offMainActor.contains("    func showDetail(itemID id: Int) {\n        // TODO: Navigate.\n    }"), offMainActor)
        let unknown = try XCTUnwrap(try files(Self.list)["ListRouter.swift"])
        XCTAssertTrue(unknown.contains("    func showDetail(itemID id: Int) {\n        // TODO: Navigate.\n    }"), unknown)
        XCTAssertFalse(unknown.contains("weak var presenter"), unknown)
        let withoutService = Self.list.replacingOccurrences(of: "services:\n  Catalog:\n    - item(id: Int) -> String\n", with: "")
        let router = try XCTUnwrap(try files(withoutService, opening: [Self.detail])["ListRouter.swift"])
        XCTAssertTrue(router.contains("    func showDetail(itemID id: Int) {\n        // TODO: Navigate.\n    }"), router)
    }

    func testCloseAndDismissFormDismissTheModuleOtherRoutesDoNot() throws {
        let navigator = try XCTUnwrap(try files("""
            module: Form
            style: viper-s
            platform: uikit
            routes:
              - close()
              - dismissForm()
              - closely()

            """)["FormNavigator.swift"])
        XCTAssertTrue(navigator.contains("""
                func close() {
                    #if canImport(UIKit)
                    guard let viewController else { return }
                    if viewController.presentingViewController != nil {
                        viewController.dismiss(animated: true)
                    } else {
                        viewController.navigationController?.popViewController(animated: true)
                    }
                    #endif
                }
            """), navigator)
        XCTAssertTrue(navigator.contains("    func dismissForm() {\n        #if canImport(UIKit)\n"), navigator)
        XCTAssertTrue(navigator.contains("    func closely() {\n        // TODO: Navigate.\n    }"), navigator)
    }

    func testEveryStylesEntryPointReturnsUIViewControllerUnlessTheSettingSaysView() throws {
        for (style, file) in [("viper", "ShopRouter.swift"), ("viper-s", "ShopNavigator.swift"),
                              ("vip", "ShopConfigurator.swift"), ("mvvm", "ShopCoordinator.swift")] {
            let text = try XCTUnwrap(try files("module: Shop\nstyle: \(style)\nplatform: uikit\n")[file], style)
            XCTAssertTrue(text.contains("() -> UIViewController {"), style + ":\n" + text)
        }
        var spec = try spec("module: Shop\nstyle: vip\nplatform: uikit\n")
        spec.entryPointResult = .view
        XCTAssertEqual(ModuleModel(spec: spec).entryPointReturnType, "ShopViewController")
    }
}
