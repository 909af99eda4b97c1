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
final class SwiftUINavigationCommandTests: XCTestCase {
    static let routeTests = [
        "RestaurantListRouterTests.testShowDetailPushesRestaurantDetailWithItsInputAndDelegate",
        "RestaurantListRouterTests.testPresentReviewPresentsReviewFormWithItsInputAndDelegate",
        "RestaurantListRouterTests.testShowSettingsPushesSettings",
    ]

    func testTheListPushesTheDetailAndPresentsTheFormAsASheetInSwift6And5() throws {
        for (mode, observation) in [(6, "observable"), (5, "observableObject")] {
            let scratch = try ScratchDirectory()
            let app = try NavigationApp(platform: "swiftui\n  observation: \(observation)", framework: "SwiftUI", in: scratch)
            try app.generateCheckAndTest(mode: mode, routeTests: Self.routeTests)
            let list = try String(contentsOf: app.app.appendingPathComponent("FoodApp/Modules/RestaurantList/RestaurantListRouter.swift"),
                                  encoding: .utf8)
            XCTAssertTrue(list.contains("(view as? RestaurantListScreenModel)?.destination = .restaurantDetail(restaurantDetail)"), list)
            XCTAssertTrue(list.contains("(view as? RestaurantListScreenModel)?.sheet = .reviewForm(reviewForm)"), list)
            if mode == 5 { try app.detailRouteTestFailsWithoutItsBody() }
        }
    }
}
