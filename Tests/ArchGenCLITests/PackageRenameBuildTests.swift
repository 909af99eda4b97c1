import Foundation
import TestSupport
import XCTest

/// A package project: the module's targets in Package.swift are named in warnings (archgen adds targets, never renames one).
final class PackageRenameBuildTests: XCTestCase {
    func testThePackagesTargetsAreNamedForTheTeamToRename() throws {
        _ = try SwiftToolchain.requireSwift()
        let scratch = try ScratchDirectory()
        try scratch.write("Package.swift", """
            // swift-tools-version:5.9
            import PackageDescription

            let package = Package(name: "Shop", targets: [])

            """)
        try scratch.write("archgen.yml", "specs: Specs\npackage:\n  manifest: Package.swift\ndefaults:\n  platform: none\n")
        try scratch.write("Specs/Cart.archgen", "module: Cart\nstyle: viper\nevents:\n  - refresh()\n")
        let generate = try BinaryRunner.run(["generate"], in: scratch.url, environment: ["NO_COLOR": "1"])
        XCTAssertEqual(generate.status, 0, generate.standardError)
        let rename = try BinaryRunner.run(["rename", "Cart", "Basket"], in: scratch.url, environment: ["NO_COLOR": "1"])
        XCTAssertEqual(rename.status, 0, rename.standardError)
        XCTAssertTrue(rename.standardError.contains("warning: target 'Cart' is now 'Basket', in Sources/Basket"), rename.standardError)
        XCTAssertTrue(rename.standardError.contains("warning: target 'CartTests' is now 'BasketTests', in Tests/BasketTests"),
                      rename.standardError)
        XCTAssertTrue(FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("Sources/Basket/BasketPresenter.swift").path))
    }
}
