@testable import ArchGenPackage
import XCTest

/// What archgen reads of SwiftPM's output: `dump-package`'s JSON (after any
/// warning, as standard output and error arrive merged), and its errors.
final class SwiftPMReadingTests: XCTestCase {
    func testTheTargetsAndProductsOfADump() throws {
        let dump = try XCTUnwrap(PackageDump(output: """
            warning: 'shop': found 1 file(s) which are unhandled
            {
              "name" : "Shop",
              "products" : [
                { "name" : "Cart", "targets" : [ "Cart" ], "type" : { "library" : [ "automatic" ] } }
              ],
              "targets" : [
                {
                  "dependencies" : [
                    { "byName" : [ "Core", null ] },
                    { "product" : [ "ArgumentParser", "swift-argument-parser", null, null ] }
                  ],
                  "name" : "Cart",
                  "path" : "Features/Cart",
                  "type" : "regular"
                },
                { "dependencies" : [ { "target" : [ "Cart", null ] } ], "name" : "CartTests", "type" : "test" }
              ]
            }
            """))
        XCTAssertEqual(dump, PackageDump(
            targets: [
                .init(name: "Cart", type: "regular", path: "Features/Cart",
                      dependencies: [.byName("Core"), .product(name: "ArgumentParser", package: "swift-argument-parser")]),
                .init(name: "CartTests", type: "test", path: nil, dependencies: [.target("Cart")]),
            ],
            products: [.init(name: "Cart", targets: ["Cart"])]))
        XCTAssertEqual(dump.targets.map(\.folder), ["Features/Cart", "Tests/CartTests"])
        XCTAssertNil(PackageDump(output: "error: 'shop': duplicate target named 'Cart'\n"))
    }

    func testAProofNamesWhatIsMissing() {
        let dump = PackageDump(targets: [
            .init(name: "Cart", type: "regular", path: nil, dependencies: [.product(name: "Core", package: nil)]),
            .init(name: "Cart", type: "test", path: nil, dependencies: []),
        ])
        XCTAssertEqual(ManifestProof.problems(in: dump, for: .cart(dependencies: [.byName("Core"), .byName("Log")], library: true)), [
            "it has 2 targets named 'Cart'", "'Cart' does not depend on 'Log'", "it has no target 'CartTests'", "it has no product 'Cart'",
        ])
    }

    func testSwiftPMsErrorsWithoutItsCommandLinesAndBacktraces() {
        XCTAssertEqual(SwiftPMComplaint(output: """
            error: 'shop': Invalid manifest (compiled with: ["/usr/bin/swiftc", "-L", "/usr/lib/swift/pm/ManifestAPI"])
            main/Package.swift:3: Fatal error: boom

            *** Signal 4: Backtracing from 0x7fb1f04f9361... done ***
            Thread 0 "shop-manifest" crashed:
            error: invalid manifests at [<AbsolutePath:"/tmp/shop">]
            """).messages, [
                .init(text: "the manifest stopped: boom", line: 3, column: nil),
            ])
        XCTAssertEqual(SwiftPMComplaint(output: "error: 'shop': duplicate target named 'Cart'\n").messages, [
            .init(text: "duplicate target named 'Cart'"),
        ])
        XCTAssertEqual(SwiftPMComplaint(output: "Segmentation fault\n").messages, [
            .init(text: "swift package dump-package failed: Segmentation fault"),
        ])
    }
}
