import Foundation
import TestSupport
import XCTest

/// `new` and `generate` with archgen.yml's `package`, through the real binary, on copies of
/// `Tests/Fixtures/Packages`, without SwiftPM's reading or a build (`PackageManifestBuildTests`).
final class PackageManifestCommandTests: XCTestCase {
    private var packages: PackageFixtureCopies!

    override func setUpWithError() throws {
        packages = try PackageFixtureCopies()
    }

    /// Evaluating a manifest fetches nothing: with no network at all, a manifest depending on a remote package is edited.
    func testRemoteDependenciesNeedNoNetwork() throws {
        guard let unshare = SwiftToolchain.executableOnPath("unshare"),
              try SwiftToolchain.run(unshare, ["-n", "-r", "true"]).status == 0 else {
            throw XCTSkip("no `unshare -n -r` here to take the network away")
        }
        let folder = try packages.copy("RemoteDependencies")
        let result = try packages.run("new", "Cart", in: folder, prefix: [unshare.path, "-n", "-r"])
        XCTAssertEqual(result.status, 0, result.standardError)
        let expected = try String(contentsOf: PackageFixtureCopies.fixtures.appendingPathComponent("RemoteDependencies/Package.swift.expected"), encoding: .utf8)
        XCTAssertEqual(try packages.manifest(in: folder), expected)
    }

    func testAManifestTooDynamicToEditStopsEverything() throws {
        let folder = try packages.copy("ComputedTargets")
        let before = try packages.scratch.snapshot()
        let result = try packages.run("new", "Cart", in: folder)
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.standardError, """
            Package.swift:12:5: error: cannot add to the manifest: the manifest changes 'package.targets' inside braces (a loop, a closure or a function)
                package.targets.append(.target(name: feature, dependencies: ["Core"]))
                ^
            hint: add these lines to the package's targets
                .target(name: "Cart", dependencies: ["Core"]),
                .testTarget(name: "CartTests", dependencies: ["Cart"]),
            then run archgen again

            """)
        XCTAssertEqual(try packages.scratch.snapshot(), before, "nothing is written")
    }

    /// `generate` adds every spec's module missing from the manifest, in one edit.
    func testGenerateAddsEveryModuleTheManifestLacks() throws {
        let folder = try packages.copy("AppendAfter")
        try Data("module: Cart\nplatform: none\n".utf8).write(to: folder.appendingPathComponent("Cart.archgen"))
        try Data("module: Search\nplatform: none\n".utf8).write(to: folder.appendingPathComponent("Search.archgen"))
        let result = try packages.run("generate", in: folder)
        XCTAssertEqual(result.status, 0, result.standardError)
        let edited = try packages.manifest(in: folder)
        XCTAssertTrue(edited.contains("""
            package.targets.append(.testTarget(name: "HomeTests", dependencies: ["Home"]))
            package.targets.append(.target(name: "Cart", dependencies: ["Core"]))
            package.targets.append(.testTarget(name: "CartTests", dependencies: ["Cart"]))
            package.targets.append(.target(name: "Search", dependencies: ["Core"]))
            package.targets.append(.testTarget(name: "SearchTests", dependencies: ["Search"]))

            #if os(Linux)
            """), edited)
    }
}
