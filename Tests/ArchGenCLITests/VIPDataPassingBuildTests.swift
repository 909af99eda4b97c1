import Foundation
import TestSupport
import XCTest

/// VIP's router as Clean Swift writes it, through the real binary, on
/// UIKit's stand-in: the orders list (VIP, input `customer`) routes to an
/// order (VIP) with the route's `orderID` and the `customer` its router takes
/// from its data store (`routeToShowOrder(orderID:)`), passes its data store
/// on (`passDataToShowOrder(source:destination:)`), shows it
/// (`navigateToShowOrder(source:destination:)`), and is the order's delegate.
/// `check --run-tests` passes in Swift 6 and Swift 5 mode; the app's package
/// builds without a warning and the route's and the data passing's tests
/// pass; with `passDataToShowOrder`'s body and the navigation removed, they fail.
final class VIPDataPassingBuildTests: XCTestCase {
    static let specs = [
        "ListOrders": """
            module: ListOrders
            style: vip
            input: (customer: String)
            view:
              - show(orders: [String])
            events:
              - viewDidLoad()
            routes:
              - routeToShowOrder(orderID: Int) opens ShowOrder

            """,
        "ShowOrder": """
            module: ShowOrder
            style: vip
            input: (orderID: Int, customer: String)
            delegate:
              - didCancel(orderID: Int)
            view:
              - show(title: String)
            routes:
              - close()

            """,
    ]

    static let routeTest = "ListOrdersConfiguratorTests.testRouteToShowOrderPushesShowOrderWithItsInputAndDelegate"
    static let dataPassingTest = "ListOrdersConfiguratorTests.testPassDataToShowOrderPassesTheDataStoreOn"

    func testTheRouterPassesItsDataStoreOnInSwift6And5() throws {
        let swift = try SwiftToolchain.requireSwift()
        let scratch = try ScratchDirectory()
        let app = scratch.url
        let fileManager = FileManager.default
        try fileManager.createDirectory(at: app.appendingPathComponent("Specs"), withIntermediateDirectories: true)
        for (name, text) in Self.specs {
            try Data(text.utf8).write(to: app.appendingPathComponent("Specs/\(name).archgen"))
        }
        try UIKitStandInApp.addStandIn(to: app)
        let settings = """
            specs: Specs
            paths:
              sources: FoodApp/Modules/{module}
              tests: FoodAppTests/Modules/{module}Tests
            defaults:
              appModule: FoodApp
              platform: uikit

            """
        for mode in LanguageModeProof.modes {
            let output = try UIKitStandInApp.generateCheckAndTest(app, settings: settings, mode: mode, swift: swift)
            guard LanguageModeProof.runsTests(mode) else { continue }
            XCTAssertTrue(output.contains("Test Case '\(Self.routeTest)' passed"), "Swift \(mode)\n" + output)
            XCTAssertTrue(output.contains("Test Case '\(Self.dataPassingTest)' passed"), "Swift \(mode)\n" + output)
        }

        // What passDataToShowOrder passes, and the navigation, removed: their tests fail.
        let router = app.appendingPathComponent("FoodApp/Modules/ListOrders/ListOrdersRouter.swift")
        let source = try String(contentsOf: router, encoding: .utf8)
        for line in ["        destination.customer = source.customer\n",
                     "        navigateToShowOrder(source: viewController, destination: showOrder)\n"] {
            XCTAssertTrue(source.contains(line), line + "\nin:\n" + source)
        }
        try Data(source.replacingOccurrences(of: "        destination.customer = source.customer\n", with: "")
            .replacingOccurrences(of: "        navigateToShowOrder(source: viewController, destination: showOrder)\n", with: "").utf8).write(to: router)
        let test = try UIKitStandInApp.testAfterChange(app, swift: swift)
        XCTAssertNotEqual(test.status, 0, test.output)
        for name in [Self.routeTest, Self.dataPassingTest] {
            XCTAssertTrue(test.output.contains("Test Case '\(name)' failed"), name + "\n" + test.output)
        }
    }
}
