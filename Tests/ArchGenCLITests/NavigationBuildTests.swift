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
final class NavigationBuildTests: XCTestCase {
    /// The app's package: its generated sources and tests, on UIKit's stand-in.
    static let manifest = """
        // swift-tools-version:6.0
        import PackageDescription

        let package = Package(
            name: "FoodApp",
            targets: [
                .target(name: "UIKit", path: "UIKitStandIn"),
                .target(name: "FoodApp", dependencies: ["UIKit"], path: "FoodApp"),
                .testTarget(name: "FoodAppTests", dependencies: ["FoodApp"], path: "FoodAppTests"),
            ],
            swiftLanguageModes: [.vMODE]
        )

        """

    static let routeTests = [
        "RestaurantListRouterTests.testShowDetailPushesRestaurantDetailWithItsInputAndDelegate",
        "RestaurantListRouterTests.testPresentReviewPresentsReviewFormWithItsInputAndDelegate",
        "RestaurantListRouterTests.testShowSettingsPushesSettings",
        "ReviewFormConfiguratorTests.testDismissDismissesThePresentedModule",
        "ReviewFormConfiguratorTests.testDismissPopsThePushedModule",
        "RestaurantDetailCoordinatorTests.testClosePopsThePushedModule",
    ]

    func testTheListOpensTheDetailAndPresentsTheFormThatDismissesItselfInSwift6And5() throws {
        let swift = try SwiftToolchain.requireSwift()
        let scratch = try ScratchDirectory()
        let app = try Fixtures.copy("GraphApp", into: scratch.url)
        let settings = app.appendingPathComponent("archgen.yml")
        let written = try String(contentsOf: settings, encoding: .utf8).replacingOccurrences(of: "platform: none", with: "platform: uikit")
        try UIKitStandInApp.addStandIn(to: app)
        for mode in LanguageModeProof.modes {
            let output = try UIKitStandInApp.generateCheckAndTest(app, settings: written, mode: mode, swift: swift)
            for name in Self.routeTests where LanguageModeProof.runsTests(mode) {
                XCTAssertTrue(output.contains("Test Case '\(name)' passed"), "Swift \(mode): \(name)\n" + output)
            }
        }

        // The detail's route, its body removed by hand: its test fails.
        let router = app.appendingPathComponent("FoodApp/Modules/RestaurantList/RestaurantListRouter.swift")
        let source = try String(contentsOf: router, encoding: .utf8)
        let body = try XCTUnwrap(source.range(of: "    func showDetail(restaurantID: Int) {\n"))
        let end = try XCTUnwrap(source.range(of: "\n    }\n", range: body.upperBound..<source.endIndex))
        try Data((source[..<body.upperBound] + source[end.lowerBound...].dropFirst()).utf8).write(to: router)
        let test = try UIKitStandInApp.testAfterChange(app, swift: swift)
        XCTAssertNotEqual(test.status, 0, test.output)
        XCTAssertTrue(test.output.contains(
            "Test Case 'RestaurantListRouterTests.testShowDetailPushesRestaurantDetailWithItsInputAndDelegate' failed"), test.output)
    }
}
