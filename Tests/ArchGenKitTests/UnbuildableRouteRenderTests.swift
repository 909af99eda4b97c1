@testable import ArchGenKit
import XCTest

/// A route whose module needs a service the opener does not take keeps its
/// TODO (Docs/navigation.md), and nothing else is written for it: no route
/// test (which would fail against the TODO on iOS), no delegate conformance,
/// no delegate or service kept by the routes' actor.
final class UnbuildableRouteRenderTests: XCTestCase {
    private static let list = """
        module: List
        style: viper
        platform: uikit
        events:
          - didSelect(itemID: Int)
        routes:
          - showDetail(itemID id: Int) opens Detail

        """

    func testARouteToAModuleNeedingAServiceNotHereKeepsOnlyItsTodo() throws {
        let files = try RouteFiles.render(Self.list, opening: [RouteRenderTests.detail])
        XCTAssertEqual(files["ListRouter.swift"], """
            // Created by archgen from Spec.archgen. Yours to edit.

            import Foundation
            #if canImport(UIKit)
            import UIKit
            #endif

            @MainActor
            final class ListRouter: ListRoutable {
                /// The module's view, held weakly: the view owns the module.
                weak var view: (any ListView)?

                /// Builds the module's actors, then the view `makeView` makes with its
                /// presenter, which keeps them alive.
                @discardableResult
                static func assemble<ViewType: ListView>(
                    view makeView: (any ListPresentation) -> ViewType
                ) -> (view: ViewType, presenter: ListPresenter) {
                    let interactor = ListInteractor()
                    let router = ListRouter()
                    let presenter = ListPresenter(interactor: interactor, router: router)
                    let view = makeView(presenter)
                    presenter.view = view
                    router.view = view
                    return (view, presenter)
                }

                func showDetail(itemID id: Int) {
                    // TODO: Navigate.
                }
            }

            #if canImport(UIKit)
            extension ListRouter {
                /// The module's entry point: its view controller, every actor linked.
                static func create() -> UIViewController {
                    let module = assemble(view: { ListViewController(presenter: $0) })
                    return module.view
                }

                /// The view controller to navigate from.
                var viewController: UIViewController? {
                    view as? UIViewController
                }
            }
            #endif

            """)
        let tests = try XCTUnwrap(files["ListRouterTests.swift"])
        XCTAssertFalse(tests.contains("func testShowDetail"), tests)
        XCTAssertFalse(tests.contains("ListNavigatingViewController"), tests)
    }

    func testOnSwiftUITheScreenModelGetsNoDestinationForIt() throws {
        let swiftUI = { (text: String) in text.replacingOccurrences(of: "platform: uikit", with: "platform: swiftui") }
        let files = try RouteFiles.render(swiftUI(Self.list), opening: [swiftUI(RouteRenderTests.detail)])
        let router = try XCTUnwrap(files["ListRouter.swift"]), screen = try XCTUnwrap(files["ListScreen.swift"])
        XCTAssertTrue(router.contains("    func showDetail(itemID id: Int) {\n        // TODO: Navigate.\n    }"), router)
        XCTAssertFalse(router.contains("DetailDelegate"), router)
        XCTAssertFalse(screen.contains("Destination"), screen)
        XCTAssertFalse(try XCTUnwrap(files["ListRouterTests.swift"]).contains("func testShowDetail"))
    }
}
