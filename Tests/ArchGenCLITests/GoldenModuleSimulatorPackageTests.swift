import ArchGenKit
import Foundation
import TestSupport
import XCTest

/// The iOS simulator build's package and its reading of `xcodebuild -list` (`GoldenModuleSimulatorBuildTests`),
/// on any platform, without a build.
final class GoldenModuleSimulatorPackageTests: XCTestCase {
    func testSchemesAreReadFromXcodebuildsListing() {
        XCTAssertEqual(GoldenModuleSimulatorBuildTests.schemes(inListing: """
            Command line invocation: ...
            {
              "workspace" : {
                "name" : "GoldenModulesIOS",
                "schemes" : ["GoldenModulesIOS-Package", "SignIn_viper_uikit_xctest_swift6"]
              }
            }
            """), ["GoldenModulesIOS-Package", "SignIn_viper_uikit_xctest_swift6"])
        XCTAssertEqual(GoldenModuleSimulatorBuildTests.schemes(inListing: "xcodebuild: error: no project"), [])
    }

    /// The package these tests write holds every golden module once, each a
    /// target with its test target, for iOS and macOS, on any platform.
    func testThePackageHoldsEveryGoldenModuleForIOS() throws {
        var package = GeneratedPackage(name: "GoldenModulesIOS", variants: try GoldenModuleSimulatorBuildTests.variants())
        package.platforms = "[.iOS(.v16), .macOS(.v13)]"
        let golden = try GoldenModuleBuild.variants(under: GoldenModuleBuild.goldenRoot)
        XCTAssertEqual(package.variants.count, golden.count)
        XCTAssertTrue(package.manifest.contains("platforms: [.iOS(.v16), .macOS(.v13)],"))
        let files = try package.files()
        XCTAssertFalse(files.keys.contains { $0.hasPrefix("Sources/UIKit/") || $0.hasPrefix("Sources/SwiftUI/") })
        XCTAssertTrue(files.keys.contains("Sources/SignIn_viper_uikit_xctest_swift6/SignInViewController.swift"))
    }
}
