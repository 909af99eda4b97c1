@testable import ArchGenPackage
import XCTest

/// Each shape of manifest, inline, and the manifest it becomes, verbatim:
/// lines added in its own style, nothing else changed, and a second run
/// leaves it as it is without asking SwiftPM.
final class ManifestEditTests: XCTestCase {
    private let swiftPM = ScriptedSwiftPM()

    /// `text` with Cart added, checked to be stable: adding again changes nothing and evaluates nothing.
    private func edit(_ text: String, _ addition: PackageAddition = .cart(), file: StaticString = #filePath, line: UInt = #line) -> String? {
        guard let edited = swiftPM.edited(text, adding: addition, file: file, line: line) else { return nil }
        XCTAssertEqual(swiftPM.notes, "", "no later code goes through the list", file: file, line: line)
        let asked = swiftPM.evaluated.count
        XCTAssertNil(swiftPM.edited(edited, adding: addition, file: file, line: line), "a second run changed it", file: file, line: line)
        XCTAssertEqual(swiftPM.evaluated.count, asked, "the second run asked SwiftPM", file: file, line: line)
        return edited
    }

    func testALiteralListWithTrailingCommasAndComments() {
        XCTAssertEqual(edit("""
            let package = Package(
                name: "Shop",
                targets: [
                    // Shared code.
                    .target(name: "Core"), // the core
                    .testTarget(name: "CoreTests", dependencies: ["Core"]),
                    // More to come.
                ]
            )

            """, .cart(dependencies: [.byName("Core")])), """
            let package = Package(
                name: "Shop",
                targets: [
                    // Shared code.
                    .target(name: "Core"), // the core
                    .testTarget(name: "CoreTests", dependencies: ["Core"]),
                    .target(name: "Cart", dependencies: ["Core"]),
                    .testTarget(name: "CartTests", dependencies: ["Cart"]),
                    // More to come.
                ]
            )

            """)
    }

    func testAListWithoutATrailingCommaGetsOneAfterItsLastElementOnly() {
        XCTAssertEqual(edit("""
            let package = Package(
              name: "Shop",
              targets: [
                .target(name: "Core") /* the core */
              ]
            )

            """), """
            let package = Package(
              name: "Shop",
              targets: [
                .target(name: "Core"), /* the core */
                .target(name: "Cart"),
                .testTarget(name: "CartTests", dependencies: ["Cart"])
              ]
            )

            """)
    }

    func testOneLineListsStayOnOneLineAndEmptyOnesOpenUp() {
        XCTAssertEqual(edit("let package = Package(name: \"Shop\", targets: [.target(name: \"Core\")])\n"),
                       "let package = Package(name: \"Shop\", targets: [.target(name: \"Core\"), .target(name: \"Cart\"), "
                       + ".testTarget(name: \"CartTests\", dependencies: [\"Cart\"])])\n")
        XCTAssertEqual(edit("let package = Package(\n    name: \"Shop\",\n    targets: []\n)\n"), """
            let package = Package(
                name: "Shop",
                targets: [
                    .target(name: "Cart"),
                    .testTarget(name: "CartTests", dependencies: ["Cart"]),
                ]
            )

            """)
    }

    /// Elements aligned a line each, the bracket closing on the last one's line (with or without its comma).
    func testAListClosingOnItsLastElementsLineGetsALinePerNewElement() {
        XCTAssertEqual(edit("""
            let package = Package(
                name: "Shop",
                targets: [.target(name: "Core"),
                          .testTarget(
                              name: "CoreTests",
                              dependencies: ["Core"]) ]
            )

            """), """
            let package = Package(
                name: "Shop",
                targets: [.target(name: "Core"),
                          .testTarget(
                              name: "CoreTests",
                              dependencies: ["Core"]),
                          .target(name: "Cart"),
                          .testTarget(name: "CartTests", dependencies: ["Cart"]) ]
            )

            """)
        XCTAssertEqual(edit("let package = Package(name: \"Shop\", targets: [\n\t.target(name: \"Core\"),]\n)\n"),
                       "let package = Package(name: \"Shop\", targets: [\n\t.target(name: \"Core\"),\n\t.target(name: \"Cart\"),\n"
                       + "\t.testTarget(name: \"CartTests\", dependencies: [\"Cart\"]),]\n)\n")
    }

    /// Lines end as most of the manifest's do: CRLF in a CRLF manifest, not because of one stray CRLF line.
    func testAddedLinesEndAsMostLinesDo() {
        let manifest = "let package = Package(\n    name: \"Shop\",\n    targets: [\n        .target(name: \"Core\"),\n    ]\n)\n"
        let edited = "let package = Package(\n    name: \"Shop\",\n    targets: [\n        .target(name: \"Core\"),\n"
            + "        .target(name: \"Cart\"),\n        .testTarget(name: \"CartTests\", dependencies: [\"Cart\"]),\n    ]\n)\n"
        let stray = { (text: String) in text.replacingOccurrences(of: "Package(\n", with: "Package(\r\n") }
        XCTAssertEqual(edit(stray(manifest)), stray(edited))
        let crlf = { (text: String) in text.replacingOccurrences(of: "\n", with: "\r\n") }
        XCTAssertEqual(edit(crlf(manifest)), crlf(edited))
    }

    func testAManifestWithoutTargetsOrProductsGetsThemInInitializerOrder() {
        XCTAssertEqual(edit("""
            let package = Package(
                name: "Shop",
                dependencies: [],
                swiftLanguageModes: [.v6]
            )

            """, .cart(library: true)), """
            let package = Package(
                name: "Shop",
                products: [
                    .library(name: "Cart", targets: ["Cart"]),
                ],
                dependencies: [],
                targets: [
                    .target(name: "Cart"),
                    .testTarget(name: "CartTests", dependencies: ["Cart"]),
                ],
                swiftLanguageModes: [.v6]
            )

            """)
    }

    func testTargetsInVariablesGoToTheLastList() {
        XCTAssertEqual(edit("""
            let core: [Target] = [.target(name: "Core")]
            var features: [Target] = [
            \t.target(name: "Home"),
            ]
            let package = Package(name: "Shop", targets: core + features)

            """), """
            let core: [Target] = [.target(name: "Core")]
            var features: [Target] = [
            \t.target(name: "Home"),
            \t.target(name: "Cart"),
            \t.testTarget(name: "CartTests", dependencies: ["Cart"]),
            ]
            let package = Package(name: "Shop", targets: core + features)

            """)
    }

    func testAppendsAfterThePackageAreFollowedAndIfBlocksLeftAlone() {
        XCTAssertEqual(edit("""
            let package = Package(name: "Shop", targets: [.target(name: "Core")])
            package.targets.append(.target(name: "Home"))  // home
            #if os(Linux)
            package.targets.append(.target(name: "Glibc"))
            #endif

            """), """
            let package = Package(name: "Shop", targets: [.target(name: "Core")])
            package.targets.append(.target(name: "Home"))  // home
            package.targets.append(.target(name: "Cart"))
            package.targets.append(.testTarget(name: "CartTests", dependencies: ["Cart"]))
            #if os(Linux)
            package.targets.append(.target(name: "Glibc"))
            #endif

            """)
        XCTAssertEqual(edit("let package = Package(name: \"Shop\")\r\npackage.targets += [\r\n  .target(name: \"Home\")\r\n]\r\n"),
                       "let package = Package(name: \"Shop\")\r\npackage.targets += [\r\n  .target(name: \"Home\"),\r\n"
                       + "  .target(name: \"Cart\"),\r\n  .testTarget(name: \"CartTests\", dependencies: [\"Cart\"])\r\n]\r\n")
    }

    func testProductsAndDependenciesOnOtherPackages() {
        XCTAssertEqual(edit("""
            let package = Package(
                name: "Shop",
                products: [.library(name: "Core", targets: ["Core"])],
                dependencies: [.package(url: "https://github.com/apple/swift-argument-parser", from: "1.0.0")],
                targets: [.target(name: "Core")]
            )

            """, .cart(dependencies: [.byName("Core"), .product(name: "ArgumentParser", package: "swift-argument-parser")], library: true)), """
            let package = Package(
                name: "Shop",
                products: [.library(name: "Core", targets: ["Core"]), .library(name: "Cart", targets: ["Cart"])],
                dependencies: [.package(url: "https://github.com/apple/swift-argument-parser", from: "1.0.0")],
                targets: [.target(name: "Core"), .target(name: "Cart", dependencies: ["Core", .product(name: "ArgumentParser", package: "swift-argument-parser")]), .testTarget(name: "CartTests", dependencies: ["Cart"])]
            )

            """)
    }

    func testAFolderOtherThanSwiftPMsIsWrittenAsAPath() {
        let addition = PackageAddition.modules(
            [("Cart", ("Features/Cart", "Tests/CartTests"))], shared: ("", ""),
            settings: .init(manifest: "Package.swift"))
        XCTAssertEqual(edit("let package = Package(name: \"S\", targets: [\n])\n", addition), """
            let package = Package(name: "S", targets: [
                .target(name: "Cart", path: "Features/Cart"),
                .testTarget(name: "CartTests", dependencies: ["Cart"]),
            ])

            """)
    }
}
