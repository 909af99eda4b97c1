@testable import ArchGenKit
import ArchGenSpec
import Foundation
import TestSupport
import XCTest

/// The VIPER-S module of `ViperSModuleTests` (its inline spec uses every feature no example has)
/// rendered and built.
final class ViperSModuleBuildTests: XCTestCase {
    /// The Shop module rendered (UIKit, against the stand-in) and built in Swift 6
    /// and Swift 5 mode with warnings as errors, with XCTest and Swift Testing;
    /// every generated test passes.
    func testAModuleWithEveryFeatureBuildsAndItsTestsPass() throws {
        let swift = try SwiftToolchain.requireSwift()
        var spec = try ViperSModuleTests.spec(ViperSModuleTests.shopSpec)
        let stub = try SourceFile.swiftFiles(in: Fixtures.directory.appendingPathComponent("PlatformStubs/UIKit"))
        var variants = [PackageVariant(targetName: "UIKit", testedModule: "UIKit", sources: stub, tests: [],
                                       languageMode: .v6, warningsAsErrors: true)]
        for (tests, modes) in [(TestFramework.xctest, [SwiftLanguageMode.v6, .v5]), (.swiftTesting, [.v6])] {
            spec.tests = tests
            let files = try GoldenFiles.renderer.render(spec, layout: ModuleLayout(sources: "Sources", tests: "Tests"))
            func folder(_ name: String) -> [SourceFile] {
                files.filter { $0.path.hasPrefix(name + "/") }.map { SourceFile(name: String($0.path.dropFirst(name.count + 1)), text: $0.contents) }
            }
            let external = SourceFile(name: "ShopExternal.swift", text: ExternalSources.contents(of: spec) { _ in "" })
            for mode in modes {
                var variant = PackageVariant(
                    targetName: "Shop_\(tests == .xctest ? "xctest" : "testing")_\(mode.rawValue)", testedModule: "Shop",
                    sources: folder("Sources") + [external], tests: folder("Tests"), languageMode: mode, warningsAsErrors: true)
                variant.dependencies = ["UIKit"]
                variants.append(variant)
            }
        }
        let run = try GeneratedPackage(name: "ArchGenViperSShop", variants: variants).buildAndTest(swift: swift)
        print("ArchGenViperSShop: \(run.timings)")
        XCTAssertTrue(run.succeeded, run.output)
        XCTAssertEqual(run.unexpectedWarnings, [], run.output)
        // Per XCTest target: 7 director, 1 worker, 4 navigator tests (two of them its close() dismissing,
        // presented and pushed); Swift Testing: the same 12.
        XCTAssertEqual(run.report.xctestExecuted, 24, run.output)
        XCTAssertEqual(run.report.xctestFailures, 0, run.output)
        XCTAssertEqual(run.report.swiftTestingTests, 12, run.output)
    }
}
