import Foundation
import TestSupport
import XCTest

/// The four-screen app of `Fixtures/GraphApp` on a platform, in a copy, with
/// that platform's stand-in (`PlatformStubs/<framework>`) as a target of the
/// app's own package, so that its navigation code compiles and runs here:
/// what `NavigationCommandTests` (UIKit) and `SwiftUINavigationCommandTests` share.
struct NavigationApp {
    let swift: URL
    let app: URL
    private let framework: String
    private let settings: String

    /// The app's package: its generated sources and tests, on the stand-in.
    private func manifest(mode: Int) -> String {
        """
        // swift-tools-version:6.0
        import PackageDescription

        let package = Package(
            name: "FoodApp",
            targets: [
                .target(name: "\(framework)", path: "\(framework)StandIn"),
                .target(name: "FoodApp", dependencies: ["\(framework)"], path: "FoodApp"),
                .testTarget(name: "FoodAppTests", dependencies: ["FoodApp"], path: "FoodAppTests"),
            ],
            swiftLanguageModes: [.v\(mode)]
        )

        """
    }

    /// The fixture copied into `scratch`, its `platform: none` made `platform` (and what follows it).
    init(platform: String, framework: String, in scratch: ScratchDirectory) throws {
        swift = try SwiftToolchain.requireSwift()
        app = try Fixtures.copy("GraphApp", into: scratch.url)
        self.framework = framework
        settings = try String(contentsOf: app.appendingPathComponent("archgen.yml"), encoding: .utf8)
            .replacingOccurrences(of: "platform: none", with: "platform: \(platform)")
        try FileManager.default.copyItem(at: Fixtures.directory.appendingPathComponent("PlatformStubs/\(framework)"),
                                         to: app.appendingPathComponent("\(framework)StandIn"))
    }

    /// Generates the app afresh in Swift `mode`, then `check --run-tests`; then builds the app's package
    /// without a warning and runs its tests, `routeTests` among those that pass.
    func generateCheckAndTest(mode: Int, routeTests: [String], file: StaticString = #filePath, line: UInt = #line) throws {
        for folder in ["FoodApp", "FoodAppTests"] {
            try? FileManager.default.removeItem(at: app.appendingPathComponent(folder))
        }
        try Data((settings + "build:\n  languageMode: \(mode)\n").utf8).write(to: app.appendingPathComponent("archgen.yml"))
        let generate = try BinaryRunner.run(["generate"], in: app, environment: ["NO_COLOR": "1"])
        XCTAssertEqual(generate.status, 0, "Swift \(mode): " + generate.standardError, file: file, line: line)
        let check = try BinaryRunner.run(["check", "--run-tests"], in: app, environment: ["NO_COLOR": "1"])
        XCTAssertEqual(check.status, 0, "Swift \(mode): " + check.standardError + check.standardOutput, file: file, line: line)

        try Data(manifest(mode: mode).utf8).write(to: app.appendingPathComponent("Package.swift"))
        let build = try SwiftToolchain.run(swift, ["build", "--build-tests"], in: app)
        XCTAssertEqual(build.status, 0, "Swift \(mode): " + build.output, file: file, line: line)
        XCTAssertEqual(build.output.split(separator: "\n").filter { $0.contains("warning:") }, [], "Swift \(mode)", file: file, line: line)
        let test = try SwiftToolchain.run(swift, ["test", "--skip-build"], in: app)
        XCTAssertEqual(test.status, 0, "Swift \(mode): " + test.output, file: file, line: line)
        for name in routeTests {
            XCTAssertTrue(test.output.contains("Test Case '\(name)' passed"), "Swift \(mode): \(name)\n" + test.output, file: file, line: line)
        }
        try FileManager.default.removeItem(at: app.appendingPathComponent("Package.swift"))
    }

    /// The list's `showDetail` route, its body removed by hand: its test fails.
    func detailRouteTestFailsWithoutItsBody(file: StaticString = #filePath, line: UInt = #line) throws {
        let router = app.appendingPathComponent("FoodApp/Modules/RestaurantList/RestaurantListRouter.swift")
        let source = try String(contentsOf: router, encoding: .utf8)
        let body = try XCTUnwrap(source.range(of: "    func showDetail(restaurantID: Int) {\n"), file: file, line: line)
        let end = try XCTUnwrap(source.range(of: "\n    }\n", range: body.upperBound..<source.endIndex), file: file, line: line)
        try Data((source[..<body.upperBound] + source[end.lowerBound...].dropFirst()).utf8).write(to: router)
        try Data(manifest(mode: 5).utf8).write(to: app.appendingPathComponent("Package.swift"))
        let test = try SwiftToolchain.run(swift, ["test"], in: app)
        XCTAssertNotEqual(test.status, 0, test.output, file: file, line: line)
        XCTAssertTrue(test.output.contains(
            "Test Case 'RestaurantListRouterTests.testShowDetailPushesRestaurantDetailWithItsInputAndDelegate' failed"), test.output,
            file: file, line: line)
    }
}
