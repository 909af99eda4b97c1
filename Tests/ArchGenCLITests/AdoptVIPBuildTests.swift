import Foundation
import TestSupport
import XCTest

/// `archgen adopt` through the binary on `Fixtures/AdoptVIPTeam`: a Clean
/// Swift app written by hand the way a team writes one. OrderList (UIKit,
/// Swift Testing, its spies at the top level of a test file, named as
/// archgen's would be) opens OrderDetail (no UI framework, XCTest, Clean
/// Swift's spies nested in the test cases), whose interactor tells
/// OrderList's when an order is cancelled (a delegate); each interactor is
/// given its worker through `init`, and both report to the app's analytics
/// (a shared service). adopt writes their specs and archgen.yml with no hand
/// edit, and `check --run-tests` then passes in Swift 6 and 5 with
/// archgen's generated protocols, models and doubles in place of the team's;
/// the UIKit code Linux leaves out then builds and passes its tests on UIKit's stand-in.
final class AdoptVIPBuildTests: XCTestCase {
    func testACleanSwiftAppIsAdoptedWithNoHandEditAndCheckPassesInSwift6And5() throws {
        let swift = try SwiftToolchain.requireSwift()
        let (root, project) = try AdoptFixture.copy("AdoptVIPTeam")
        let adopt = try TeamFixture.run(["adopt", "--replace", "Store/Scenes/OrderList", "Store/Scenes/OrderDetail"],
                                        in: project, cacheRoot: root)
        XCTAssertEqual(adopt.status, 0, adopt.standardOutput + adopt.standardError)
        XCTAssertEqual(adopt.standardError, "")
        XCTAssertTrue(adopt.standardOutput.contains("proof: passed, check: 2 modules up to date"), adopt.standardOutput)
        let spec = try String(contentsOf: project.appendingPathComponent("Specs/OrderList.archgen"), encoding: .utf8)
        XCTAssertEqual(spec, """
            # Adopted by archgen from Store/Scenes/OrderList.
            module: OrderList
            style: vip
            platform: uikit
            tests: swift-testing
            services:
              OrdersWorkerProtocol:
                property: ordersWorker
                members:
                  - fetchOrders() -> [Order]
              AnalyticsService:
                property: analytics
            external:
              - ../Store/Models/Order.swift
            input: (orders: [Order])
            useCases:
              FetchOrders:
                request: ()
                response: (orders: [Order])
                viewModel: (rows: [String])
            view:
              - displaySelectedOrder(id: String)
            interactor:
              - selectOrder(at index: Int)
            output:
              - presentSelectedOrder(id: String)
            routes:
              - routeToOrderDetail(orderID: String)

            """)
        let settings = try String(contentsOf: project.appendingPathComponent("archgen.yml"), encoding: .utf8)
        XCTAssertEqual(settings, """
            specs: Specs
            paths:
              sources: "Store/Scenes/{module}"
              tests: "StoreTests/Scenes/{module}Tests"
            defaults:
              appModule: Store
            styles:
              vip:
                wiring:
                  viewController.interactor:
                    optional: "?"
                  viewController.router:
                    optional: "?"
                  interactor.presenter:
                    optional: "?"
                doubles:
                  spy: "Generated{protocol}Spy"
                isolation: none
            shared:
              sources: Store/Services
              services:
                AnalyticsService:
                  members: ["track(_ event: String)"]

            """)
        try AdoptFixture.assertCheckedInSwift6And5(project, root: root, tests: 13)
        let test = try AdoptFixture.assertTheUIKitCodeBuildsOnUIKitsStandIn(project, app: "Store", swift: swift)
        XCTAssertTrue(test.contains("Test run with 8 tests in 4 suites passed"), test)
        XCTAssertTrue(test.contains("tappingARowSelectsItsOrder() passed"), test)
    }
}
