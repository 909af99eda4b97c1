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
/// `@Observable`, in Swift 5 mode with `ObservableObject`. The detail (MVVM)
/// also presents the review form here, its coordinator setting its view
/// model's sheet, and closes through its screen's `DismissAction`. With the
/// list's and the detail's route bodies removed by hand, their route tests fail.
final class SwiftUINavigationBuildTests: XCTestCase {
    static let routeTests = [
        "RestaurantListRouterTests.testShowDetailPushesRestaurantDetailWithItsInputAndDelegate",
        "RestaurantListRouterTests.testPresentReviewPresentsReviewFormWithItsInputAndDelegate",
        "RestaurantListRouterTests.testShowSettingsPushesSettings",
        "RestaurantDetailCoordinatorTests.testWriteReviewPresentsReviewFormWithItsInputAndDelegate",
    ]

    func testTheListPushesTheDetailAndPresentsTheFormAsASheetInSwift6And5() throws {
        let swift = try SwiftToolchain.requireSwift()
        let scratch = try ScratchDirectory()
        let app = try Fixtures.copy("GraphApp", into: scratch.url)
        let written = try String(contentsOf: app.appendingPathComponent("archgen.yml"), encoding: .utf8)
        // The detail (MVVM) presents the review form too.
        let detailSpec = app.appendingPathComponent("Specs/RestaurantDetail.archgen")
        let detailText = try String(contentsOf: detailSpec, encoding: .utf8)
        try Data(detailText.replacingOccurrences(of: "  - close()\n", with: "  - close()\n  - writeReview(restaurantID: Int) presents ReviewForm\n").utf8)
            .write(to: detailSpec)
        try UIKitStandInApp.addStandIn(to: app, framework: "SwiftUI")
        for (mode, observation) in [(6, "observable"), (5, "observableObject")] {
            let settings = written.replacingOccurrences(of: "platform: none", with: "platform: swiftui\n  observation: \(observation)")
            // Each mode its own observation, so both run their tests.
            let output = try UIKitStandInApp.generateCheckAndTest(app, settings: settings, mode: mode, swift: swift, framework: "SwiftUI",
                                                                  runsTests: true)
            for name in Self.routeTests {
                XCTAssertTrue(output.contains("Test Case '\(name)' passed"), "Swift \(mode): \(name)\n" + output)
            }
            let list = try String(contentsOf: app.appendingPathComponent("FoodApp/Modules/RestaurantList/RestaurantListRouter.swift"),
                                  encoding: .utf8)
            XCTAssertTrue(list.contains("(view as? RestaurantListScreenModel)?.destination = .restaurantDetail(restaurantDetail)"), list)
            XCTAssertTrue(list.contains("(view as? RestaurantListScreenModel)?.sheet = .reviewForm(reviewForm)"), list)
            let detail = try String(contentsOf: app.appendingPathComponent(
                "FoodApp/Modules/RestaurantDetail/RestaurantDetailCoordinator.swift"), encoding: .utf8)
            XCTAssertTrue(detail.contains("        viewModel?.sheet = .reviewForm(reviewForm)\n"), detail)
            XCTAssertTrue(detail.contains("    func close() {\n        #if canImport(SwiftUI)\n        viewModel?.dismissAction?()\n"), detail)
        }

        // The list's route to the detail and the detail's to the form, their bodies removed by hand: their tests fail.
        try Self.removeBody(of: "func showDetail(restaurantID: Int)", in: app.appendingPathComponent(
            "FoodApp/Modules/RestaurantList/RestaurantListRouter.swift"))
        try Self.removeBody(of: "func writeReview(restaurantID: Int)", in: app.appendingPathComponent(
            "FoodApp/Modules/RestaurantDetail/RestaurantDetailCoordinator.swift"))
        let test = try UIKitStandInApp.testAfterChange(app, swift: swift, framework: "SwiftUI")
        XCTAssertNotEqual(test.status, 0, test.output)
        for name in [Self.routeTests[0], Self.routeTests[3]] {
            XCTAssertTrue(test.output.contains("Test Case '\(name)' failed"), name + "\n" + test.output)
        }
    }

    /// `file` with the body of the method `declaration` (at 4 columns) removed.
    static func removeBody(of declaration: String, in file: URL) throws {
        let source = try String(contentsOf: file, encoding: .utf8)
        let body = try XCTUnwrap(source.range(of: "    \(declaration) {\n"))
        let end = try XCTUnwrap(source.range(of: "\n    }\n", range: body.upperBound..<source.endIndex))
        try Data((source[..<body.upperBound] + source[end.lowerBound...].dropFirst()).utf8).write(to: file)
    }
}
