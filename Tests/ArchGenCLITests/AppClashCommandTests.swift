import Foundation
import TestSupport
import XCTest

/// The app is the unit: a module of an app module is checked against every
/// Swift file of the app module's folders (archgen.yml's paths from their
/// first folder, the Xcode targets' folders, the app module's modules), not
/// only its own; and two specs of one app module declaring one service are
/// caught with or without archgen.yml.
final class AppClashCommandTests: XCTestCase {
    private static let vipTesting = """
        specs: Specs
        paths:
          sources: VIPTesting/Classes/{module}
          tests: VIPTestingTests/Classes/{module}
        defaults:
          style: vip
          platform: none

        """

    private static let main = "module: Main\nservices:\n  Storage:\n    members:\n      - save(text: String)\nevents:\n  - refresh()\n"

    private func run(_ arguments: String..., in scratch: ScratchDirectory) throws -> BinaryRunner.Result {
        try BinaryRunner.run(arguments, in: scratch.url, environment: ["NO_COLOR": "1"])
    }

    /// The seed's layout: a team's mock in `VIPTestingTests/Support/Mocks`, far from the module's folders.
    func testAHandWrittenMockAnywhereInTheAppsTestsFolderClashes() throws {
        let scratch = try ScratchDirectory()
        try scratch.write("archgen.yml", Self.vipTesting + "  appModule: VIPTesting\n")
        try scratch.write("Specs/Main.archgen", Self.main)
        try scratch.write("VIPTestingTests/Support/Mocks/Main/StorageMock.swift", "class StorageMock: Storage {\n    func save(text: String) {}\n}\n")
        let before = try scratch.snapshot()
        let lint = try run("lint", "Specs/Main.archgen", in: scratch)
        XCTAssertEqual(lint.status, 2)
        XCTAssertTrue(lint.standardError.hasPrefix("""
            Specs/Main.archgen:3:3: error: test double 'StorageMock' has the name of a type of the project (VIPTestingTests/Support/Mocks/Main/StorageMock.swift:1)
              Storage:
              ^
            """), lint.standardError)
        XCTAssertEqual(try run("generate", in: scratch).status, 2)
        XCTAssertEqual(try scratch.snapshot(), before, "nothing written")

        // A module that is its own app module (no appModule) is built without the app's tests.
        try scratch.write("archgen.yml", Self.vipTesting)
        XCTAssertEqual(try run("lint", "Specs/Main.archgen", in: scratch).status, 0)
    }

    /// A file the Xcode project's test target compiles, outside archgen.yml's paths.
    func testAFileTheXcodeTestTargetCompilesClashes() throws {
        let scratch = try ScratchDirectory()
        try scratch.writeShopProject()
        try scratch.write("Specs/Main.archgen", Self.main.replacing("module: Main\n", with: "module: Main\nstyle: viper\n"))
        try scratch.write("ShopTests/ShopTests.swift", "import XCTest\n\nfinal class StorageMock {}\n")
        let lint = try run("lint", "Specs/Main.archgen", in: scratch)
        XCTAssertEqual(lint.status, 2, lint.standardError)
        XCTAssertTrue(lint.standardError.contains(
            "error: test double 'StorageMock' has the name of a type of the project (ShopTests/ShopTests.swift:3)"), lint.standardError)
    }

    /// Another app module's folders are left out; the app's own type named like an entity is a clash.
    func testOnlyTheAppModulesFoldersCount() throws {
        let scratch = try ScratchDirectory()
        try scratch.write("archgen.yml", "specs: Specs\npaths:\n  sources: Sources/{module}\n  tests: Tests/{module}Tests\n"
            + "defaults:\n  style: viper\n  platform: none\n")
        try scratch.write("Specs/Main.archgen", Self.main + "appModule: App\nentities:\n  - User(name: String)\n")
        try scratch.write("Specs/Widget.archgen", "module: Widget\nappModule: WidgetKit\nevents:\n  - refresh()\n")
        try scratch.write("Sources/Widget/StorageMock.swift", "final class StorageMock {}\n")
        try scratch.write("Sources/Support/User.swift", "struct User {}\n")
        let lint = try run("lint", "Specs/Main.archgen", in: scratch)
        XCTAssertEqual(lint.status, 2)
        XCTAssertEqual(lint.standardError.split(separator: "\n").filter { $0.contains("error:") }, [
            "Specs/Main.archgen:10:5: error: entity 'User' has the name of a type of the project (Sources/Support/User.swift:1)",
        ])
    }

    func testTwoSpecsOfOneAppModuleDeclaringOneServiceWithoutArchgenYml() throws {
        let scratch = try ScratchDirectory()
        try scratch.write("Main.archgen", Self.main + "style: viper\nappModule: App\n")
        try scratch.write("Other.archgen", Self.main.replacing("Main", with: "Other") + "style: viper\nappModule: App\n")
        let generate = try run("generate", in: scratch)
        XCTAssertEqual(generate.status, 2)
        XCTAssertTrue(generate.standardError.contains("""
            Main.archgen:3:3: error: service 'Storage' is declared by Other.archgen too (line 3), in the same app module 'App'
            """), generate.standardError)
        XCTAssertEqual(try scratch.snapshot().keys.sorted(), ["Main.archgen", "Other.archgen"])
    }

    /// An `external` copy of a sibling module's delegate protocol would be declared twice in the app module.
    func testAnExternalCopyOfASiblingsGeneratedProtocolIsAnErrorAndNothingIsWritten() throws {
        let scratch = try ScratchDirectory()
        try scratch.write("Specs/Items.archgen", """
            module: Items
            style: viper-s
            appModule: App
            external:
              - "protocol ItemsAdd_Delegate: AnyObject { func didAdd(name: String) }"
            events:
              - didTapAdd()

            """)
        try scratch.write("Specs/ItemsAdd.archgen", "module: ItemsAdd\nstyle: viper-s\nappModule: App\ndelegate:\n  - didAdd(name: String)\n")
        let generate = try run("generate", in: scratch)
        XCTAssertEqual(generate.status, 2)
        XCTAssertTrue(generate.standardError.hasPrefix("""
            Specs/Items.archgen:5:5: error: external type 'ItemsAdd_Delegate' has the name of a type archgen generates for module 'ItemsAdd' (Specs/ItemsAdd.archgen), in the same app module 'App'
              - "protocol ItemsAdd_Delegate: AnyObject { func didAdd(name: String) }"
                ^
            hint: module 'ItemsAdd' generates 'ItemsAdd_Delegate'; remove it from 'external:'; the modules of one app module are compiled together, and each sees the others' declarations

            """), generate.standardError)
        XCTAssertEqual(try scratch.snapshot().keys.sorted(), ["Specs/Items.archgen", "Specs/ItemsAdd.archgen"])
    }
}
