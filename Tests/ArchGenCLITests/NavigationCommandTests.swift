import Foundation
import TestSupport
import XCTest

/// The four-screen app of `Fixtures/GraphApp` on UIKit (`platform: uikit`),
/// through the real binary, in a copy: the list (VIPER) pushes the detail
/// (MVVM) with its input and is its delegate, presents the review form (VIP),
/// which dismisses itself, and pushes the settings (VIPER-S). `check
/// --run-tests` passes, in Swift 6 and Swift 5 mode; then the app's own
/// package, with UIKit's stand-in as its `UIKit` target so the navigation
/// code compiles and runs here too, builds without a warning and the
/// generated route tests pass; with the detail's route body removed by hand,
/// the detail's route test fails.
final class NavigationCommandTests: XCTestCase {
    static let routeTests = [
        "RestaurantListRouterTests.testShowDetailPushesRestaurantDetailWithItsInputAndDelegate",
        "RestaurantListRouterTests.testPresentReviewPresentsReviewFormWithItsInputAndDelegate",
        "RestaurantListRouterTests.testShowSettingsPushesSettings",
        "ReviewFormConfiguratorTests.testDismissDismissesThePresentedModule",
        "ReviewFormConfiguratorTests.testDismissPopsThePushedModule",
        "RestaurantDetailCoordinatorTests.testClosePopsThePushedModule",
    ]

    func testTheListOpensTheDetailAndPresentsTheFormThatDismissesItselfInSwift6And5() throws {
        let scratch = try ScratchDirectory()
        let app = try NavigationApp(platform: "uikit", framework: "UIKit", in: scratch)
        for mode in [6, 5] {
            try app.generateCheckAndTest(mode: mode, routeTests: Self.routeTests)
        }
        try app.detailRouteTestFailsWithoutItsBody()
    }
}
