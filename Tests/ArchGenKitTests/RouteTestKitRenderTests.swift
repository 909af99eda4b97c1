@testable import ArchGenKit
import XCTest

/// A route's test is written with the test kit of the module whose test case holds it, whatever the
/// opened module's: an XCTest module opening a Swift Testing one unwraps with `XCTUnwrap`, and back.
final class RouteTestKitRenderTests: XCTestCase {
    private static func list(_ tests: String) -> String {
        "module: List\nstyle: viper\nplatform: uikit\ntests: \(tests)\nroutes:\n  - showDetail(itemID: Int) opens Detail\n"
    }

    private static func detail(_ tests: String) -> String {
        "module: Detail\nstyle: vip\nplatform: uikit\ntests: \(tests)\ninput: (itemID: Int)\ndelegate:\n  - didClose()\n"
    }

    func testAnXCTestRouteTestOfASwiftTestingModuleUnwrapsWithXCTest() throws {
        let tests = try XCTUnwrap(try RouteFiles.render(Self.list("xctest"), opening: [Self.detail("swift-testing")])["ListRouterTests.swift"])
        XCTAssertTrue(tests.contains("""
                    // Then
                    let detail = try XCTUnwrap(view.navigation.pushed.last as? DetailViewController)
                    let detailDataStore = try XCTUnwrap(detail.router.dataStore)
                    let detailInteractor = try XCTUnwrap(detail.interactor as? DetailInteractor)
                    XCTAssertEqual(detailDataStore.itemID, itemID)
                    XCTAssertIdentical(detailInteractor.delegate, module.presenter)
            """), tests)
    }

    func testASwiftTestingRouteTestOfAnXCTestModuleUnwrapsWithRequire() throws {
        let tests = try XCTUnwrap(try RouteFiles.render(Self.list("swift-testing"), opening: [Self.detail("xctest")])["ListRouterTests.swift"])
        XCTAssertTrue(tests.contains("        let detailInteractor = try #require(detail.interactor as? DetailInteractor)\n"), tests)
        XCTAssertFalse(tests.contains("XCTUnwrap"), tests)
    }
}
