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
    /// The app's package: its generated sources and tests, on SwiftUI's stand-in.
    static let manifest = """
        // swift-tools-version:6.0
        import PackageDescription

        let package = Package(
            name: "FoodApp",
            targets: [
                .target(name: "SwiftUI", path: "SwiftUIStandIn"),
                .target(name: "FoodApp", dependencies: ["SwiftUI"], path: "FoodApp"),
                .testTarget(name: "FoodAppTests", dependencies: ["FoodApp"], path: "FoodAppTests"),
            ],
            swiftLanguageModes: [.vMODE]
        )

        """

    static let routeTests = [
        "RestaurantListRouterTests.testShowDetailPushesRestaurantDetailWithItsInputAndDelegate",
        "RestaurantListRouterTests.testPresentReviewPresentsReviewFormWithItsInputAndDelegate",
        "RestaurantListRouterTests.testShowSettingsPushesSettings",
    ]

    func testTheListPushesTheDetailAndPresentsTheFormAsASheetInSwift6And5() throws {
        let swift = try SwiftToolchain.requireSwift()
        let scratch = try ScratchDirectory()
        let app = try Fixtures.copy("GraphApp", into: scratch.url)
        let settings = app.appendingPathComponent("archgen.yml")
        let written = try String(contentsOf: settings, encoding: .utf8).replacingOccurrences(of: "platform: none", with: "platform: swiftui")
        let standIn = app.appendingPathComponent("SwiftUIStandIn")
        try FileManager.default.createDirectory(at: standIn, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Fixtures.directory.appendingPathComponent("PlatformStubs/SwiftUI/SwiftUI.swift"),
                                         to: standIn.appendingPathComponent("SwiftUI.swift"))
        for (mode, observation) in [(6, "observable"), (5, "observableObject")] {
            for folder in ["FoodApp", "FoodAppTests"] {
                try? FileManager.default.removeItem(at: app.appendingPathComponent(folder))
            }
            let yml = written.replacingOccurrences(of: "platform: swiftui", with: "platform: swiftui\n  observation: \(observation)")
            try Data((yml + "build:\n  languageMode: \(mode)\n").utf8).write(to: settings)
            let generate = try BinaryRunner.run(["generate"], in: app, environment: ["NO_COLOR": "1"])
            XCTAssertEqual(generate.status, 0, "Swift \(mode): " + generate.standardError)
            let check = try BinaryRunner.run(["check", "--run-tests"], in: app, environment: ["NO_COLOR": "1"])
            XCTAssertEqual(check.status, 0, "Swift \(mode): " + check.standardError + check.standardOutput)

            let list = try String(contentsOf: app.appendingPathComponent("FoodApp/Modules/RestaurantList/RestaurantListRouter.swift"),
                                  encoding: .utf8)
            XCTAssertTrue(list.contains("(view as? RestaurantListScreenModel)?.destination = .restaurantDetail(restaurantDetail)"), list)
            XCTAssertTrue(list.contains("(view as? RestaurantListScreenModel)?.sheet = .reviewForm(reviewForm)"), list)

            try Data(Self.manifest.replacingOccurrences(of: "MODE", with: "\(mode)").utf8)
                .write(to: app.appendingPathComponent("Package.swift"))
            let build = try SwiftToolchain.run(swift, ["build", "--build-tests"], in: app)
            XCTAssertEqual(build.status, 0, "Swift \(mode): " + build.output)
            XCTAssertEqual(build.output.split(separator: "\n").filter { $0.contains("warning:") }, [], "Swift \(mode)")
            let test = try SwiftToolchain.run(swift, ["test", "--skip-build"], in: app)
            XCTAssertEqual(test.status, 0, "Swift \(mode): " + test.output)
            for name in Self.routeTests {
                XCTAssertTrue(test.output.contains("Test Case '\(name)' passed"), "Swift \(mode): \(name)\n" + test.output)
            }
            try FileManager.default.removeItem(at: app.appendingPathComponent("Package.swift"))
        }

        // The detail's route, its body removed by hand: its test fails.
        let router = app.appendingPathComponent("FoodApp/Modules/RestaurantList/RestaurantListRouter.swift")
        let source = try String(contentsOf: router, encoding: .utf8)
        let body = try XCTUnwrap(source.range(of: "    func showDetail(restaurantID: Int) {\n"))
        let end = try XCTUnwrap(source.range(of: "\n    }\n", range: body.upperBound..<source.endIndex))
        try Data((source[..<body.upperBound] + source[end.lowerBound...].dropFirst()).utf8).write(to: router)
        try Data(Self.manifest.replacingOccurrences(of: "MODE", with: "5").utf8).write(to: app.appendingPathComponent("Package.swift"))
        let test = try SwiftToolchain.run(swift, ["test"], in: app)
        XCTAssertNotEqual(test.status, 0, test.output)
        XCTAssertTrue(test.output.contains(
            "Test Case 'RestaurantListRouterTests.testShowDetailPushesRestaurantDetailWithItsInputAndDelegate' failed"), test.output)
    }
}
