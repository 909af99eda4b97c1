@testable import ArchGenCLI
import XCTest

/// The manifests of the package copy `adopt`'s proof builds: a local
/// package's relative path made absolute, so the copy in archgen's cache
/// still depends on the team's package; the rest byte for byte.
final class OverlaidPackageCopyTests: XCTestCase {
    func testRelativeLocalPackagePathsBecomeAbsoluteAndTheRestStays() {
        let manifest = """
            let package = Package(
                name: "Features",
                dependencies: [
                    .package(path: "../Core"),
                    .package(name: "Design", path: "Vendor/Design"),
                    .package(path: "/opt/Shared"),
                    .package(url: "https://example.com/x.git", from: "1.0.0"),
                ],
                targets: [.target(name: "Login", path: "Sources/Login")]
            )
            """
        XCTAssertEqual(CommandContext.absolutizingLocalPackages(manifest, from: "/work/App/Features"), """
            let package = Package(
                name: "Features",
                dependencies: [
                    .package(path: "/work/App/Core"),
                    .package(name: "Design", path: "/work/App/Features/Vendor/Design"),
                    .package(path: "/opt/Shared"),
                    .package(url: "https://example.com/x.git", from: "1.0.0"),
                ],
                targets: [.target(name: "Login", path: "Sources/Login")]
            )
            """)
    }

    func testTheManifestsAreThePackagesAndItsVersionSpecificOnes() {
        XCTAssertEqual(["Package.swift", "Package@swift-6.0.swift", "Sources/Package.swift", "Package.resolved"].map(CommandContext.isManifest),
                       [true, true, false, false])
    }
}
