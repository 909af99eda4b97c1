@testable import ArchGenPackage
import Foundation
import TestSupport
import XCTest

/// Manifests whose later code goes through their targets (a remap, a loop,
/// a function of their own): the new targets go into the list, where that
/// code reaches them as every other, and one note says so at the code's line
/// in the edited file. A second run changes nothing and says nothing.
final class ProcessedManifestTests: XCTestCase {
    private let swiftPM = ScriptedSwiftPM()
    private static let cart = PackageAddition.cart(dependencies: [.byName("Core")])

    private func check(_ manifest: ProcessedManifest, file: StaticString = #filePath, line: UInt = #line) {
        Self.check(manifest, with: swiftPM, file: file, line: line)
    }

    /// The edit of `manifest` is its expected text and note, and a second run changes nothing and asks nothing.
    static func check(_ manifest: ProcessedManifest, with swiftPM: ScriptedSwiftPM, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertTrue(manifest.text.contains(manifest.old), "\(manifest.shape): the text to change is not in the manifest", file: file, line: line)
        XCTAssertEqual(swiftPM.edited(manifest.text, adding: Self.cart, file: file, line: line), manifest.edited, manifest.shape, file: file, line: line)
        XCTAssertEqual(swiftPM.notes, manifest.note, manifest.shape, file: file, line: line)
        let asked = swiftPM.evaluated.count
        XCTAssertNil(swiftPM.edited(manifest.edited, adding: Self.cart, file: file, line: line), manifest.shape, file: file, line: line)
        XCTAssertEqual(swiftPM.notes, "", manifest.shape, file: file, line: line)
        XCTAssertEqual(swiftPM.evaluated.count, asked, "\(manifest.shape): the second run asked SwiftPM", file: file, line: line)
    }

    func testARemapOfThePackagesTargets() { check(.remapped) }
    func testRemapsInAndOutOfAnIfBlock() { check(.remappedTwice) }
    func testAVariableFilteredInAnIfBeforeThePackage() { check(.variableFiltered) }
    func testALoopOverThePackagesTargets() { check(.loopedOver) }
    func testAChainOfCallsOnThePackagesTargets() { check(.forEachChain) }
    func testAFunctionOfAPackageExtensionCalledOnThePackage() { check(.packageExtension) }
    func testTargetsDerivedFromTheList() { check(.derived) }

    /// Code that goes through the list before the new targets' place, or in a
    /// function nobody calls with the package, does not reach them: no note.
    func testCodeThatDoesNotReachTheNewTargetsGivesNoNote() {
        let text = """
            func lint(_ targets: [Target]) {
                for target in targets { target.swiftSettings = [] }
            }
            let package = Package(name: "Shop", targets: [.target(name: "Core")])
            package.targets = package.targets.map { $0 }
            package.targets.append(.target(name: "Home"))

            """
        XCTAssertEqual(swiftPM.edited(text, adding: Self.cart), text.replacing("""
            package.targets.append(.target(name: "Home"))

            """, with: """
            package.targets.append(.target(name: "Home"))
            package.targets.append(.target(name: "Cart", dependencies: ["Core"]))
            package.targets.append(.testTarget(name: "CartTests", dependencies: ["Cart"]))

            """))
        XCTAssertEqual(swiftPM.notes, "")
    }

    /// A `removeAll` with a condition goes through every target, in an `#if` too; a product's list gets its own note.
    func testARemovalByConditionAndTheProductsList() {
        let text = "let package = Package(\n    name: \"Shop\",\n    products: [],\n    targets: [\n        .target(name: \"Core\"),\n    ]\n)\n"
            + "#if os(Windows)\npackage.targets.removeAll { $0.name.hasSuffix(\"Tests\") }\n#endif\n"
            + "package.products = package.products.filter { !$0.name.isEmpty }\n"
        XCTAssertNotNil(swiftPM.edited(text, adding: .cart(library: true)))
        XCTAssertEqual(swiftPM.notes, """
            Package.swift:15:1: note: 'Cart' is added to the products list; the manifest's code that goes through that list, from this line on, applies to it as to every other product
            package.products = package.products.filter { !$0.name.isEmpty }
            ^
            Package.swift:13:1: note: 'Cart' and 'CartTests' are added to the targets list; the manifest's code that goes through that list, from this line on, applies to them as to every other target
            package.targets.removeAll { $0.name.hasSuffix("Tests") }
            ^

            """)
    }

    /// With a product too: `products = []` in the same `if` empties the products list, the new product with every other.
    func testAProductsListEmptiedInTheSameIf() {
        let manifest = ProcessedManifest.variableFiltered
        let library = "  .library(name: \"Indexer\", targets: [\"Indexer\"]),\n"
        XCTAssertEqual(
            swiftPM.edited(manifest.text, adding: .cart(dependencies: [.byName("Core")], library: true)),
            manifest.edited.replacing(library, with: library + "  .library(name: \"Cart\", targets: [\"Cart\"]),\n"))
        XCTAssertEqual(swiftPM.notes, """
            Package.swift:42:3: note: 'Cart' is added to the products list; the manifest's code that goes through that list, from this line on, applies to it as to every other product
              products = []
              ^
            Package.swift:43:3: note: 'Cart' and 'CartTests' are added to the targets list; the manifest's code that goes through that list, from this line on, applies to them as to every other target
              targets = targets.compactMap { target in
              ^

            """)
    }
}
