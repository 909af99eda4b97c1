@testable import ArchGenPackage
import XCTest

/// Every manifest the editor refuses, with the error verbatim: located,
/// with the line and a caret, and nothing edited.
final class ManifestErrorTests: XCTestCase {
    private let swiftPM = ScriptedSwiftPM()

    func testATargetOfTheModulesNameInAnotherFolderOrOfAnotherKind() {
        XCTAssertEqual(swiftPM.error("""
            let package = Package(name: "Shop", targets: [
                .target(name: "Cart", path: "Features/Cart"),
            ])

            """, adding: .cart()), """
            Package.swift:2:19: error: the package has a target 'Cart' at 'Features/Cart', where archgen writes the module's files to 'Sources/Cart'
                .target(name: "Cart", path: "Features/Cart"),
                              ^
            hint: change the target's path to 'Sources/Cart', or set the folders in archgen.yml ('paths:') to the target's

            """)
        XCTAssertEqual(swiftPM.error("let package = Package(name: \"Shop\", targets: [.executableTarget(name: \"Cart\")])\n", adding: .cart()), """
            Package.swift:1:71: error: the package has an executable target 'Cart', where the module needs a regular one
            let package = Package(name: "Shop", targets: [.executableTarget(name: "Cart")])
                                                                                  ^
            hint: rename that target, or name the module's targets otherwise with archgen.yml's 'package: target:' and 'testTarget:'

            """)
        XCTAssertEqual(swiftPM.evaluated, [])
    }

    func testADependencyOnATargetIsNoTargetOfTheManifests() {
        // `.target(name: "Cart")` in a dependency list is not a target; the real one is another folder.
        swiftPM.original = PackageDump(targets: [.init(name: "Cart", type: "regular", path: "Features/Cart", dependencies: [])])
        XCTAssertEqual(swiftPM.error("""
            let package = Package(name: "Shop", targets: [
                .feature("Cart"),
                .testTarget(name: "CartTests", dependencies: [.target(name: "Cart")]),
            ])

            """, adding: .cart()), """
            Package.swift:2:14: error: the package has a target 'Cart' at 'Features/Cart', where archgen writes the module's files to 'Sources/Cart'
                .feature("Cart"),
                         ^
            hint: change the target's path to 'Sources/Cart', or set the folders in archgen.yml ('paths:') to the target's

            """)
    }

    func testATargetMadeWhereArchgenDoesNotLookIsFoundBySwiftPM() {
        // The edit repeats a target the manifest makes in a function: SwiftPM says so, and its reading of the manifest as it is decides.
        let text = """
            func core() -> [Target] { [.target(name: "Cart", path: "Modules/Cart")] }
            let package = Package(name: "Shop", targets: core() + [])

            """
        swiftPM.original = PackageDump(targets: [.init(name: "Cart", type: "regular", path: "Modules/Cart", dependencies: [])])
        swiftPM.editedOutput = "error: 'shop': duplicate target named 'Cart'\n"
        XCTAssertEqual(swiftPM.error(text, adding: .cart()), """
            Package.swift:1:42: error: the package has a target 'Cart' at 'Modules/Cart', where archgen writes the module's files to 'Sources/Cart'
            func core() -> [Target] { [.target(name: "Cart", path: "Modules/Cart")] }
                                                     ^
            hint: change the target's path to 'Sources/Cart', or set the folders in archgen.yml ('paths:') to the target's

            """)
    }

    func testTargetsMadeInALoopAreRefusedWithTheLinesToAdd() {
        XCTAssertEqual(swiftPM.error("""
            let package = Package(name: "Shop", targets: [])
            for name in ["Home"] {
                package.targets.append(.target(name: name))
            }

            """, adding: .cart(library: true)), """
            Package.swift:3:5: error: cannot add to the manifest: the manifest changes 'package.targets' inside braces (a loop, a closure or a function)
                package.targets.append(.target(name: name))
                ^
            hint: add these lines to the package's targets
                .target(name: "Cart"),
                .testTarget(name: "CartTests", dependencies: ["Cart"]),
            and these to its products
                .library(name: "Cart", targets: ["Cart"]),
            then run archgen again

            """)
        XCTAssertEqual(swiftPM.error("let package = Package(name: \"Shop\", targets: names.map { .target(name: $0) })\n", adding: .cart()), """
            Package.swift:1:46: error: cannot add to the manifest: the manifest computes this list (a closure, 'map', a loop)
            let package = Package(name: "Shop", targets: names.map { .target(name: $0) })
                                                         ^
            hint: add these lines to the package's targets
                .target(name: "Cart"),
                .testTarget(name: "CartTests", dependencies: ["Cart"]),
            then run archgen again

            """)
    }

    /// A change archgen does not follow stays refused, though later code goes through the list.
    func testAnInsertionIntoTheListIsRefusedWithTheLinesToAdd() {
        XCTAssertEqual(swiftPM.error("""
            let package = Package(name: "Shop", targets: [.target(name: "Core")])
            package.targets.insert(.target(name: "Setup"), at: 0)
            package.targets = package.targets.map { $0 }

            """, adding: .cart()), """
            Package.swift:2:1: error: cannot add to the manifest: the manifest sets 'package.targets' in a way archgen does not follow
            package.targets.insert(.target(name: "Setup"), at: 0)
            ^
            hint: add these lines to the package's targets
                .target(name: "Cart"),
                .testTarget(name: "CartTests", dependencies: ["Cart"]),
            then run archgen again

            """)
    }

    func testTargetsMadeInALoopThatHaveTheModuleAlreadyAreLeftAlone() {
        swiftPM.original = PackageDump(targets: [
            .init(name: "Cart", type: "regular", path: nil, dependencies: []),
            .init(name: "CartTests", type: "test", path: nil, dependencies: [.target("Cart")]),
        ])
        let text = "let package = Package(name: \"Shop\", targets: [\"Cart\"].flatMap { [.target(name: $0), .testTarget(name: $0 + \"Tests\")] })\n"
        switch swiftPM.update(text, adding: .cart()) {
        case .success(let edited): XCTAssertNil(edited)
        case .failure(let error): XCTFail(error.text)
        }
        XCTAssertEqual(swiftPM.evaluated, [text])
    }

    func testAManifestThatIsNotSwiftOrHasConflictMarkers() {
        XCTAssertEqual(swiftPM.error("let package = Package(name: \"Shop, targets: [])\n", adding: .cart()), """
            Package.swift:1:29: error: unterminated string literal
            let package = Package(name: "Shop, targets: [])
                                        ^
            hint: close it with '"'

            """)
        XCTAssertEqual(swiftPM.error("let package = Package(\n    name: \"Shop\",\n    targets: [)\n", adding: .cart()), """
            Package.swift:3:15: error: ')' does not close the '[' of line 3
                targets: [)
                          ^
            hint: close it with ']'

            """)
        XCTAssertEqual(swiftPM.error("let package = Package(\n<<<<<<< HEAD\n    name: \"A\"\n=======\n    name: \"B\"\n>>>>>>> b\n)\n", adding: .cart()), """
            Package.swift:2:1: error: merge-conflict marker '<<<<<<<'
            <<<<<<< HEAD
            ^
            hint: resolve the conflict in the manifest first, then run archgen again

            """)
        XCTAssertEqual(swiftPM.evaluated, [])
    }

    func testAManifestSwiftPMCannotEvaluateGetsSwiftPMsMessageAtItsLine() {
        swiftPM.originalOutput = """
            error: 'shop': Invalid manifest (compiled with: ["/usr/bin/swiftc", "-vfsoverlay", "/tmp/x/vfs.yaml"])
            /tmp/archgen-manifest-1/shop/Package.swift:3:5: error: cannot find 'undefinedTargets' in scope
            1 | let package = Package(
              |     `- error: cannot find 'undefinedTargets' in scope
            error: invalid manifests at [<AbsolutePath:"/tmp/archgen-manifest-1/shop">]

            """
        XCTAssertEqual(swiftPM.error("let package = Package(\n    name: \"Shop\",\n    targets: undefinedTargets\n)\n", adding: .cart()), """
            Package.swift:3:5: error: SwiftPM cannot evaluate the manifest: cannot find 'undefinedTargets' in scope
                targets: undefinedTargets
                ^
            hint: fix the manifest first: `swift package dump-package` shows the same

            """)
    }

    func testAnEditSwiftPMReadsWrongIsNotMade() {
        swiftPM.edited = PackageDump(targets: [.init(name: "Cart", type: "regular", path: "Sources/Other", dependencies: [])])
        XCTAssertEqual(swiftPM.error("let package = Package(name: \"Shop\", targets: [\n    .target(name: \"Core\"),\n])\n", adding: .cart()), """
            Package.swift:3:1: error: SwiftPM reads the edited manifest wrong: 'Cart' is at 'Sources/Other', not 'Sources/Cart'; it has no target 'CartTests'
            ])
            ^
            hint: add these lines to the package's targets
                .target(name: "Cart"),
                .testTarget(name: "CartTests", dependencies: ["Cart"]),
            then run archgen again

            """)
    }
}
