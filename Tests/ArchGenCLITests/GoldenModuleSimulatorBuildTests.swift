import ArchGenKit
import Foundation
import TestSupport
import XCTest

/// The golden modules built for the iOS simulator with `xcodebuild`, on
/// macOS with Xcode: their UIKit and SwiftUI code compiled against the real
/// frameworks (on Linux, `GoldenModuleBuildTests` compiles it against
/// stand-ins), in Swift 6 mode with warnings as errors, tests included.
///
/// It takes minutes, so it runs only when `ARCHGEN_IOS_SIMULATOR_BUILD` is set,
/// as the macOS job of `.github/workflows/ci.yml` sets it; set, it fails rather
/// than skips without Xcode.
final class GoldenModuleSimulatorBuildTests: XCTestCase {
    func testTheGoldenModulesBuildForTheIOSSimulator() throws {
        guard ProcessInfo.processInfo.environment["ARCHGEN_IOS_SIMULATOR_BUILD"] != nil else {
            throw XCTSkip("set ARCHGEN_IOS_SIMULATOR_BUILD=1 (macOS with Xcode) to build the golden modules for the iOS simulator")
        }
        let xcodebuild = URL(fileURLWithPath: "/usr/bin/xcodebuild")
        guard FileManager.default.isExecutableFile(atPath: xcodebuild.path) else {
            return XCTFail("ARCHGEN_IOS_SIMULATOR_BUILD is set, but there is no \(xcodebuild.path): it needs macOS with Xcode")
        }
        var package = GeneratedPackage(name: "GoldenModulesIOS", variants: try Self.variants())
        package.platforms = "[.iOS(.v16), .macOS(.v13)]"
        let (folder, lock) = try package.write()
        defer { lock.release() }
        let derivedData = folder.deletingLastPathComponent().appendingPathComponent("DerivedData").path

        let list = try SwiftToolchain.run(xcodebuild, ["-list", "-json"], in: folder)
        XCTAssertEqual(list.status, 0, list.output)
        let schemes = Self.schemes(inListing: list.output)
        // Xcode names the scheme that builds every target of a package `<name>-Package`.
        let scheme = try XCTUnwrap(schemes.first { $0.hasSuffix("-Package") } ?? schemes.first,
                                   "xcodebuild -list named no scheme:\n\(list.output)")
        let build = try SwiftToolchain.run(xcodebuild, [
            "build-for-testing", "-scheme", scheme, "-destination", "generic/platform=iOS Simulator",
            "-derivedDataPath", derivedData, "CODE_SIGNING_ALLOWED=NO",
        ], in: folder)
        XCTAssertEqual(build.status, 0, "xcodebuild failed (\(package.variants.count) targets):\n"
                       + build.output.split(separator: "\n").filter { $0.contains("error") }.prefix(60).joined(separator: "\n"))
    }

    /// Every golden module (`GoldenModuleBuild.variants`) in Swift 6 mode,
    /// with its spec's external declarations and its tests; no platform
    /// stand-ins, the real UIKit and SwiftUI are there.
    static func variants() throws -> [PackageVariant] {
        try GoldenModuleBuild.variants(under: GoldenModuleBuild.goldenRoot).map { variant in
            let spec = try Fixtures.spec(variant.module, in: GoldenModuleBuild.specsRoot)
            let sources = try SourceFile.swiftFiles(in: variant.sources)
                + [GoldenModuleBuild.externalSource(of: spec)].compactMap { $0 }
            let tests = try SourceFile.swiftFiles(in: variant.tests)
                + GoldenModuleBuild.driverTests(module: variant.module, style: variant.style)
            return PackageVariant(targetName: variant.targetName(.v6), testedModule: spec.appModule,
                                  sources: sources, tests: tests, languageMode: .v6, warningsAsErrors: true)
        }
    }

    /// The schemes of `xcodebuild -list -json` (`{"workspace": {"schemes": [...]}}`
    /// for a package, `{"project": {...}}` for a project).
    static func schemes(inListing output: String) -> [String] {
        guard let start = output.firstIndex(of: "{"),
              let json = try? JSONSerialization.jsonObject(with: Data(output[start...].utf8)) as? [String: Any] else {
            return []
        }
        return ["workspace", "project"].compactMap { (json[$0] as? [String: Any])?["schemes"] as? [String] }.first ?? []
    }
}
