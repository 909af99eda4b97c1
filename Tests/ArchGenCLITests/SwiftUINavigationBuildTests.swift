import Foundation
import TestSupport
import XCTest

/// The four-screen app of `Fixtures/GraphApp` on SwiftUI (`platform:
/// swiftui`), through the real binary, in a copy: the list (VIPER) pushes the
/// detail (MVVM) as a navigation destination, presents the review form (VIP)
/// as a sheet and pushes the settings (VIPER-S); the detail and the settings
/// dismiss themselves. `check --run-tests` passes; then the app's own
/// package, with SwiftUI's stand-in as its `SwiftUI` target so the screens
/// and the routes are type-checked here too, builds without a warning and its
/// tests pass, the route tests among them: in Swift 6 mode with
/// `@Observable`, in Swift 5 mode with `ObservableObject`. With the detail's
/// route body removed by hand, the detail's route test fails.
final class SwiftUINavigationBuildTests: XCTestCase {
    static let routeTests = [
        "RestaurantListRouterTests.testShowDetailPushesRestaurantDetailWithItsInputAndDelegate",
        "RestaurantListRouterTests.testPresentReviewPresentsReviewFormWithItsInputAndDelegate",
        "RestaurantListRouterTests.testShowSettingsPushesSettings",
    ]

    func testTheListPushesTheDetailAndPresentsTheFormAsASheetInSwift6And5() throws {
        let swift = try SwiftToolchain.requireSwift()
        let scratch = try ScratchDirectory()
        let app = try Fixtures.copy("GraphApp", into: scratch.url)
        let written = try String(contentsOf: app.appendingPathComponent("archgen.yml"), encoding: .utf8)
        try UIKitStandInApp.addStandIn(to: app, framework: "SwiftUI")
        for (mode, observation) in [(6, "observable"), (5, "observableObject")] {
            let settings = written.replacingOccurrences(of: "platform: none", with: "platform: swiftui\n  observation: \(observation)")
            let output = try UIKitStandInApp.generateCheckAndTest(app, settings: settings, mode: mode, swift: swift, framework: "SwiftUI")
            for name in Self.routeTests {
                XCTAssertTrue(output.contains("Test Case '\(name)' passed"), "Swift \(mode): \(name)\n" + output)
            }
            let list = try String(contentsOf: app.appendingPathComponent("FoodApp/Modules/RestaurantList/RestaurantListRouter.swift"),
                                  encoding: .utf8)
            XCTAssertTrue(list.contains("(view as? RestaurantListScreenModel)?.destination = .restaurantDetail(restaurantDetail)"), list)
            XCTAssertTrue(list.contains("(view as? RestaurantListScreenModel)?.sheet = .reviewForm(reviewForm)"), list)
        }

        // The detail's route, its body removed by hand: its test fails.
        let router = app.appendingPathComponent("FoodApp/Modules/RestaurantList/RestaurantListRouter.swift")
        let source = try String(contentsOf: router, encoding: .utf8)
        let body = try XCTUnwrap(source.range(of: "    func showDetail(restaurantID: Int) {\n"))
        let end = try XCTUnwrap(source.range(of: "\n    }\n", range: body.upperBound..<source.endIndex))
        try Data((source[..<body.upperBound] + source[end.lowerBound...].dropFirst()).utf8).write(to: router)
        let test = try UIKitStandInApp.testAfterChange(app, swift: swift, framework: "SwiftUI")
        XCTAssertNotEqual(test.status, 0, test.output)
        XCTAssertTrue(test.output.contains(
            "Test Case 'RestaurantListRouterTests.testShowDetailPushesRestaurantDetailWithItsInputAndDelegate' failed"), test.output)
    }
}
