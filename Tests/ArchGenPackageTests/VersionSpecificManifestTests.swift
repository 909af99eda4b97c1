import ArchGenSource
@testable import ArchGenPackage
import XCTest

/// `Package@swift-6.swift` beside the manifest: newer toolchains read it
/// instead, so archgen, which edits one manifest, stops (the error verbatim).
final class VersionSpecificManifestTests: XCTestCase {
    private func error(_ text: String, besides names: [String], adding addition: PackageAddition = .cart()) throws -> String? {
        try VersionSpecificManifests.error(among: names, manifest: ManifestText(text), adding: addition)
            .map { DiagnosticRenderer().render([Diagnostic($0, in: SourceText(path: "Package.swift", text: text))]) }
    }

    func testAManifestNamedForTheToolsVersionOrLaterStopsTheEdit() throws {
        let manifest = "// swift-tools-version: 5.9\nimport PackageDescription\n"
        XCTAssertEqual(try error(manifest, besides: ["Package.swift", "Package@swift-6.swift", "Package@swift-5.10.swift", "README.md"],
                                 adding: .cart(library: true)), """
            Package.swift:1:1: error: cannot add to the manifest: SwiftPM reads 'Package@swift-5.10.swift', 'Package@swift-6.swift' beside it instead, on Swift 5.10 and later, and archgen edits this manifest alone
            // swift-tools-version: 5.9
            ^
            hint: add these lines to the package's targets in each manifest
                .target(name: "Cart"),
                .testTarget(name: "CartTests", dependencies: ["Cart"]),
            and these to its products
                .library(name: "Cart", targets: ["Cart"]),
            then run archgen again

            """)
        XCTAssertNotNil(try error("// swift-tools-version:5.9.0\n", besides: ["Package@swift-5.9.swift"]))
    }

    /// Older toolchains, which cannot read the manifest anyway, read those named below its tools version; other names are no manifests.
    func testManifestsForOlderToolchainsAndOtherNamesAreLeftAlone() throws {
        XCTAssertNil(try error("// swift-tools-version:6.0\n", besides: [
            "Package@swift-5.swift", "Package@swift-5.10.swift", "Package@swift-.swift", "Package@swift-6.x.swift", "Package@swift-6.0.swift.orig",
        ]))
        XCTAssertEqual(VersionSpecificManifests.version(named: "Package@swift-5.10.1.swift"), [5, 10, 1])
        XCTAssertEqual(VersionSpecificManifests.toolsVersion(of: "// swift-tools-version: 6.2\r\nimport PackageDescription\r\n"), [6, 2])
    }
}
