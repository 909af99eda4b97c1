import ArchGenPackage
import Foundation
import TestSupport
import XCTest

/// `new` and `generate` with archgen.yml's `package`, through the real
/// binary, on copies of `Tests/Fixtures/Packages`: every shape of manifest
/// gets the module's targets (as `Package.swift.expected` says), SwiftPM
/// reads them back, a second run changes nothing, a manifest too dynamic
/// stops everything, and the module builds and its tests pass in the team's package.
final class PackageManifestBuildTests: XCTestCase {
    private var packages: PackageFixtureCopies!

    override func setUpWithError() throws {
        packages = try PackageFixtureCopies()
    }

    /// SwiftPM's own reading of the package in `folder`, not archgen's.
    private func swiftPMReading(of folder: URL) throws -> PackageDump {
        let swift = try SwiftToolchain.requireSwift()
        let result = try SwiftToolchain.run(swift, ["package", "dump-package"], in: folder)
        XCTAssertEqual(result.status, 0, result.output)
        return try XCTUnwrap(PackageDump(output: result.output))
    }

    func testEveryShapeGetsTheModuleOnceAndSwiftPMReadsItBack() throws {
        for shape in ["LiteralTargets", "VariableTargets", "AppendAfter", "PlusEquals", "HelperIdiom", "RemoteDependencies"] {
            let folder = try packages.copy(shape)
            let first = try packages.run("new", "Cart", in: folder)
            XCTAssertEqual(first.status, 0, shape + ": " + first.standardError)
            XCTAssertTrue(first.standardOutput.contains("update  Package.swift\n"), shape + ": " + first.standardOutput)
            let expected = try String(contentsOf: PackageFixtureCopies.fixtures.appendingPathComponent(shape + "/Package.swift.expected"), encoding: .utf8)
            XCTAssertEqual(try packages.manifest(in: folder), expected, shape)

            let reading = try swiftPMReading(of: folder)
            let cart = try XCTUnwrap(reading.targets.first { $0.name == "Cart" }, shape)
            let tests = try XCTUnwrap(reading.targets.first { $0.name == "CartTests" }, shape)
            XCTAssertEqual([cart.type, tests.type], ["regular", "test"], shape)
            XCTAssertTrue(cart.dependencies.contains(.byName("Core")), shape)
            let moduleFolders = shape == "HelperIdiom" ? ["Features/Cart", "FeatureTests/CartTests"] : ["Sources/Cart", "Tests/CartTests"]
            for (target, moduleFolder) in zip([cart, tests], moduleFolders) {
                XCTAssertEqual(target.path ?? (target.type == "test" ? "Tests/" : "Sources/") + target.name, moduleFolder, shape)
                let files = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(moduleFolder).path)
                XCTAssertFalse(files.isEmpty, "\(shape): nothing in \(moduleFolder)")
            }

            let second = try packages.run("generate", in: folder)
            XCTAssertEqual(second.status, 0, shape + ": " + second.standardError)
            XCTAssertFalse(second.standardOutput.contains("Package.swift"), shape + ": " + second.standardOutput)
            XCTAssertEqual(try packages.manifest(in: folder), expected, "\(shape): a second run changed the manifest")
        }
    }

    /// A manifest whose later code goes through its targets (here a remap) gets
    /// the module in its list and one note at that code; SwiftPM reads the
    /// code's setting on every target, the module's two among them.
    func testAManifestThatRemapsItsTargetsGetsTheModuleAndANote() throws {
        let swift = try SwiftToolchain.requireSwift()
        let folder = try packages.copy("RemappedTargets")
        let first = try packages.run("new", "Cart", in: folder)
        XCTAssertEqual(first.status, 0, first.standardError)
        XCTAssertEqual(first.standardError, """
            Package.swift:28:1: note: 'Cart' and 'CartTests' are added to the targets list; the manifest's code that goes through that list, from this line on, applies to them as to every other target
            package.targets = package.targets.map { target -> Target in
            ^

            """)
        let expected = try String(contentsOf: PackageFixtureCopies.fixtures.appendingPathComponent("RemappedTargets/Package.swift.expected"), encoding: .utf8)
        XCTAssertEqual(try packages.manifest(in: folder), expected)
        let reading = try SwiftToolchain.run(swift, ["package", "dump-package"], in: folder)
        XCTAssertEqual(try XCTUnwrap(PackageDump(output: reading.output)).targets.map(\.name), ["Core", "Home", "HomeTests", "Cart", "CartTests"])
        XCTAssertEqual(reading.output.components(separatedBy: "\"SHOP_CHECKS\"").count - 1, 5, reading.output)

        let second = try packages.run("generate", in: folder)
        XCTAssertEqual([second.status.description, second.standardError], ["0", ""])
        XCTAssertEqual(try packages.manifest(in: folder), expected, "a second run changed the manifest")
    }

    /// SwiftPM's own message, at the line it names, for a manifest it cannot evaluate.
    func testAManifestSwiftPMCannotEvaluateStopsEverythingWithSwiftPMsMessage() throws {
        _ = try SwiftToolchain.requireSwift()
        let folder = try packages.copy("VariableTargets")
        let manifest = try packages.manifest(in: folder).replacing("    name: \"Shop\",", with: "    name: \"Shop\", bogus: 1,")
        try Data(manifest.utf8).write(to: folder.appendingPathComponent("Package.swift"))
        let before = try packages.scratch.snapshot()
        let result = try packages.run("new", "Cart", in: folder)
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.standardError, """
            Package.swift:14:26: error: SwiftPM cannot evaluate the manifest: extra argument 'bogus' in call
                name: "Shop", bogus: 1,
                                     ^
            hint: fix the manifest first: `swift package dump-package` shows the same

            """)
        XCTAssertEqual(try packages.scratch.snapshot(), before, "nothing is written")
    }

    /// The minimal settings, from a target's folder: the spec goes beside
    /// archgen.yml, the module to its targets' folders, which SwiftPM builds and tests.
    func testNewFromASubfolderBuildsAndPassesItsTestsInTheTeamsPackage() throws {
        let folder = try packages.copy("LiteralTargets")
        try Data("package: {manifest: Package.swift}\ndefaults: {platform: none}\n".utf8)
            .write(to: folder.appendingPathComponent("archgen.yml"))
        let result = try packages.run("new", "Cart", in: folder.appendingPathComponent("Sources/Core"))
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Cart.archgen").path), result.standardOutput)
        XCTAssertTrue(result.standardOutput.contains("create  ../../Sources/Cart/CartPresenter.swift\n"), result.standardOutput)
        XCTAssertTrue(try packages.manifest(in: folder).contains("""
                    .testTarget(name: "CoreTests", dependencies: ["Core"]), // its tests
                    .target(name: "Cart"),
                    .testTarget(name: "CartTests", dependencies: ["Cart"])
                ]
            """))

        let swift = try SwiftToolchain.requireSwift()
        let test = try SwiftToolchain.run(swift, ["test"], in: folder)
        XCTAssertEqual(test.status, 0, test.output)
        XCTAssertTrue(test.output.contains("CartPresenterTests"), test.output)
    }
}
