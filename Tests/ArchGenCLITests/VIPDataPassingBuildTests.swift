import Foundation
import TestSupport
import XCTest

/// VIP's data passing through the real binary, on UIKit's stand-in: the
/// orders list (VIP, input `customer`) pushes an order (VIP) with the route's
/// `orderID` and the `customer` its router takes from its data store, and is
/// the order's delegate. `check --run-tests` passes in Swift 6 and Swift 5
/// mode; the app's package builds without a warning and the route's test
/// passes; with the data store's field no longer passed, the test fails.
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
              - showOrder(orderID: Int) opens ShowOrder

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

    static let routeTest = "ListOrdersConfiguratorTests.testShowOrderPushesShowOrderWithItsInputAndDelegate"

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
        for mode in [6, 5] {
            let output = try UIKitStandInApp.generateCheckAndTest(app, settings: settings, mode: mode, swift: swift)
            XCTAssertTrue(output.contains("Test Case '\(Self.routeTest)' passed"), "Swift \(mode)\n" + output)
        }

        // The data store's field no longer passed on: the route's test fails.
        let router = app.appendingPathComponent("FoodApp/Modules/ListOrders/ListOrdersRouter.swift")
        let source = try String(contentsOf: router, encoding: .utf8)
        XCTAssertTrue(source.contains("customer: source.customer"), source)
        try Data(source.replacingOccurrences(of: "customer: source.customer", with: "customer: \"\"").utf8).write(to: router)
        let test = try UIKitStandInApp.testAfterChange(app, swift: swift)
        XCTAssertNotEqual(test.status, 0, test.output)
        XCTAssertTrue(test.output.contains("Test Case '\(Self.routeTest)' failed"), test.output)
    }
}
