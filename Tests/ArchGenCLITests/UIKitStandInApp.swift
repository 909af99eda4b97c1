import Foundation
import TestSupport
import XCTest

/// An app of the navigation tests (`NavigationBuildTests`, `VIPDataPassingBuildTests`) in the
/// folder `app`, its modules in `FoodApp` and their tests in `FoodAppTests`, built on UIKit's
/// stand-in (`UIKitStandIn`, the `UIKit` target of `NavigationBuildTests.manifest`) so that the
/// navigation code compiles and runs here too; on SwiftUI (`SwiftUINavigationBuildTests`), the
/// same with SwiftUI's stand-in (`manifest(framework: "SwiftUI")`).
enum UIKitStandInApp {
    /// Copies the stand-in of `framework` (its folder of `PlatformStubs`) into the app.
    static func addStandIn(to app: URL, framework: String = "UIKit") throws {
        try FileManager.default.copyItem(at: Fixtures.directory.appendingPathComponent("PlatformStubs/\(framework)"),
                                         to: app.appendingPathComponent("\(framework)StandIn"))
    }

    /// The app's package on the stand-in of `framework`, in Swift `mode`.
    static func manifest(framework: String = "UIKit", mode: Int) -> String {
        NavigationBuildTests.manifest.replacingOccurrences(of: "UIKit", with: framework).replacingOccurrences(of: "MODE", with: "\(mode)")
    }

    /// Generates the app afresh with `settings` (archgen.yml) in Swift `mode` through the binary, and
    /// asserts that `check` passes (its fast proof: the stand-in package below is the real build);
    /// then builds the app's package without a warning and, where `runsTests` (by default where
    /// `LanguageModeProof` runs them), runs its tests. Their output, or the build's; the package removed again.
    static func generateCheckAndTest(
        _ app: URL, settings: String, mode: Int, swift: URL, framework: String = "UIKit",
        runsTests: Bool? = nil
    ) throws -> String {
        for folder in ["FoodApp", "FoodAppTests"] {
            try? FileManager.default.removeItem(at: app.appendingPathComponent(folder))
        }
        try Data((settings + "build:\n  languageMode: \(mode)\n").utf8).write(to: app.appendingPathComponent("archgen.yml"))
        let generate = try BinaryRunner.run(["generate"], in: app, environment: ["NO_COLOR": "1"])
        XCTAssertEqual(generate.status, 0, "Swift \(mode): " + generate.standardError)
        let check = try BinaryRunner.run(["check"], in: app, environment: ["NO_COLOR": "1"])
        XCTAssertEqual(check.status, 0, "Swift \(mode): " + check.standardError + check.standardOutput)

        try Data(manifest(framework: framework, mode: mode).utf8).write(to: app.appendingPathComponent("Package.swift"))
        defer { try? FileManager.default.removeItem(at: app.appendingPathComponent("Package.swift")) }
        let build = try SwiftToolchain.run(swift, ["build", "--build-tests"], in: app)
        XCTAssertEqual(build.status, 0, "Swift \(mode): " + build.output)
        XCTAssertEqual(build.output.split(separator: "\n").filter { $0.contains("warning:") }, [], "Swift \(mode)")
        guard runsTests ?? LanguageModeProof.runsTests(mode) else { return build.output }
        let test = try SwiftToolchain.run(swift, ["test", "--skip-build"], in: app)
        XCTAssertEqual(test.status, 0, "Swift \(mode): " + test.output)
        return test.output
    }

    /// Runs the app's tests in Swift 5 mode after a change by hand: their result.
    static func testAfterChange(_ app: URL, swift: URL, framework: String = "UIKit") throws -> SwiftToolchain.CommandResult {
        try Data(manifest(framework: framework, mode: 5).utf8).write(to: app.appendingPathComponent("Package.swift"))
        return try SwiftToolchain.run(swift, ["test"], in: app)
    }
}
