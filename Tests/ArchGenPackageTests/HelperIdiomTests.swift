@testable import ArchGenPackage
import XCTest

/// A manifest's own helper (`.feature("Home")`) is followed when SwiftPM's
/// reading of the manifest says a call would make the target needed, and a
/// plain `.target(...)` is written otherwise.
final class HelperIdiomTests: XCTestCase {
    private let swiftPM = ScriptedSwiftPM()
    private let manifest = """
        extension Target {
            static func feature(_ name: String) -> Target {
                .target(name: name, dependencies: ["Core"], path: "Features/\\(name)")
            }
            static func featureTests(_ name: String) -> Target {
                .testTarget(name: name + "Tests", dependencies: [.target(name: name)], path: "FeatureTests/\\(name)Tests")
            }
        }
        let package = Package(name: "Shop", targets: [
            .target(name: "Core"),
            .feature("Home"),
            .featureTests(name: "Home"),
        ])

        """

    override func setUp() {
        swiftPM.original = PackageDump(targets: [
            .init(name: "Core", type: "regular", path: nil, dependencies: []),
            .init(name: "Home", type: "regular", path: "Features/Home", dependencies: [.byName("Core")]),
            .init(name: "HomeTests", type: "test", path: "FeatureTests/HomeTests", dependencies: [.target("Home")]),
        ])
    }

    private func cart(sources: String, tests: String) -> PackageAddition {
        .modules([("Cart", (sources, tests))], shared: ("", ""),
                 settings: .init(manifest: "Package.swift", dependencies: [.byName("Core")]))
    }

    func testACallThatMakesTheTargetIsFollowed() {
        let edited = swiftPM.edited(manifest, adding: cart(sources: "Features/Cart", tests: "FeatureTests/CartTests"))
        XCTAssertEqual(edited, manifest.replacing("""
                .featureTests(name: "Home"),

            """, with: """
                .featureTests(name: "Home"),
                .feature("Cart"),
                .featureTests(name: "Cart"),

            """))
        // What the helpers make is only SwiftPM's to say: the manifest as it is, then the edit.
        XCTAssertEqual(swiftPM.evaluated.count, 2)
    }

    func testACallThatWouldMakeAnotherFolderIsNotFollowed() {
        let edited = swiftPM.edited(manifest, adding: cart(sources: "Sources/Cart", tests: "FeatureTests/CartTests"))
        XCTAssertEqual(edited, manifest.replacing("""
                .featureTests(name: "Home"),

            """, with: """
                .featureTests(name: "Home"),
                .target(name: "Cart", dependencies: ["Core"]),
                .featureTests(name: "Cart"),

            """))
    }

    func testAHelperSwiftPMReadsOtherwiseIsReplacedByAPlainTarget() {
        // The first edit (with the helpers) reads wrong; the second (plain) reads right.
        var reads = 0
        let updater = ManifestUpdater { [swiftPM] text, _ throws(ManifestUpdateError) in
            reads += 1
            if reads == 1 { return .evaluated(swiftPM.original) }
            let made = text.contains(".feature(\"Cart\")") ? [PackageDump.Target]() : [
                .init(name: "Cart", type: "regular", path: "Features/Cart", dependencies: [.byName("Core")]),
                .init(name: "CartTests", type: "test", path: "FeatureTests/CartTests", dependencies: [.byName("Cart")]),
            ]
            return .evaluated(PackageDump(targets: swiftPM.original.targets + made))
        }
        let edited = try? updater.update(manifest, adding: cart(sources: "Features/Cart", tests: "FeatureTests/CartTests"))?.text
        XCTAssertEqual(reads, 3)
        XCTAssertEqual(edited, manifest.replacing("""
                .featureTests(name: "Home"),

            """, with: """
                .featureTests(name: "Home"),
                .target(name: "Cart", dependencies: ["Core"], path: "Features/Cart"),
                .testTarget(name: "CartTests", dependencies: ["Cart"], path: "FeatureTests/CartTests"),

            """))
    }

    /// A call with more than the name is no simple call: a plain target, and no need to ask SwiftPM first.
    func testACallWithMoreThanTheNameIsNotFollowed() {
        let text = "let package = Package(name: \"Shop\", targets: [\n    .feature(\"Home\", on: [\"Core\"]),\n])\n"
        XCTAssertEqual(swiftPM.edited(text, adding: cart(sources: "Sources/Cart", tests: "Tests/CartTests")), """
            let package = Package(name: "Shop", targets: [
                .feature("Home", on: ["Core"]),
                .target(name: "Cart", dependencies: ["Core"]),
                .testTarget(name: "CartTests", dependencies: ["Cart"]),
            ])

            """)
        XCTAssertEqual(swiftPM.evaluated.count, 1)
    }
}
