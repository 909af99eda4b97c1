import ArchGenXcode
import Foundation
import TestSupport
import XCTest

/// `archgen rename` through the real binary, in a copy of the Shop Xcode
/// project with two modules, one referring to the other.
final class RenameCommandTests: XCTestCase {
    private var scratch: ScratchDirectory!

    override func setUpWithError() throws {
        scratch = try ScratchDirectory()
        try scratch.writeShopProject()
        try scratch.write("Specs/Home.archgen", "module: Home\nstyle: viper\nevents:\n  - refresh()\ndelegate:\n  - homeDidClose()\n")
        try scratch.write("Specs/List.archgen", "module: List\nstyle: viper\nevents:\n  - refresh()\n")
        XCTAssertEqual(try run("generate").status, 0)
        try scratch.write("Modules/List/ListPresenter+Home.swift",
                          "// Created by archgen from List.archgen. Yours to edit.\n\nextension ListPresenter: HomeDelegate {\n    func homeDidClose() {}\n}\n")
        try scratch.write("Modules/Links.swift", "enum Links {\n    static let home = HomeRouter.self\n}\n")
        try scratch.write("Modules/Home/HomePresenter+Format.swift", "extension HomePresenter {}\n")
    }

    private func run(_ arguments: String..., in folder: String = ".") throws -> BinaryRunner.Result {
        try BinaryRunner.run(arguments, in: scratch.url.appendingPathComponent(folder), environment: ["NO_COLOR": "1"])
    }

    private func read(_ path: String) throws -> String {
        try String(contentsOf: scratch.url.appendingPathComponent(path), encoding: .utf8)
    }

    func testRenameMovesTheModuleAndRenamesArchgensNamesEverywhere() throws {
        let project = try read("Shop.xcodeproj/project.pbxproj")
        let dryRun = try run("rename", "Home", "Dashboard", "--dry-run")
        XCTAssertEqual(dryRun.status, 0, dryRun.standardError)
        XCTAssertTrue(dryRun.standardOutput.hasPrefix("rename Specs/Home.archgen → Specs/Dashboard.archgen\n"), dryRun.standardOutput)
        XCTAssertTrue(dryRun.standardOutput.contains("""
            rename Modules/Home/HomePresenter.swift → Modules/Dashboard/DashboardPresenter.swift
            --- a/Modules/Home/HomePresenter.swift
            +++ b/Modules/Dashboard/DashboardPresenter.swift
            @@ -1,14 +1,14 @@
            -// Created by archgen from Home.archgen. Yours to edit.
            +// Created by archgen from Dashboard.archgen. Yours to edit.
            """), dryRun.standardOutput)
        XCTAssertTrue(dryRun.standardOutput.contains("would remove  Modules/Home/HomeContract.swift\n"), dryRun.standardOutput)
        XCTAssertEqual(try read("Shop.xcodeproj/project.pbxproj"), project, "a dry run writes nothing")
        XCTAssertTrue(FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("Specs/Home.archgen").path))

        let renamed = try run("rename", "Home", "Dashboard")
        XCTAssertEqual(renamed.status, 0, renamed.standardError)
        XCTAssertEqual(renamed.standardError, """
            Modules/Dashboard/HomePresenter+Format.swift:1:11: note: HomePresenter is now DashboardPresenter: archgen changes only files it created; change this one
            extension HomePresenter {}
                      ^
            Modules/Links.swift:2:23: note: HomeRouter is now DashboardRouter: archgen changes only files it created; change this one
                static let home = HomeRouter.self
                                  ^

            """)
        XCTAssertEqual(try read("Specs/Dashboard.archgen").split(separator: "\n").first, "module: Dashboard")
        XCTAssertTrue(try read("Modules/Dashboard/DashboardPresenter.swift").contains(
            "final class DashboardPresenter: DashboardPresentation {\n    weak var view: (any DashboardView)?"))
        XCTAssertEqual(try read("Modules/List/ListPresenter+Home.swift"),
                       "// Created by archgen from List.archgen. Yours to edit.\n\nextension ListPresenter: DashboardDelegate {\n    func homeDidClose() {}\n}\n")
        XCTAssertEqual(try read("Modules/Dashboard/HomePresenter+Format.swift"), "extension HomePresenter {}\n", "the team's file moves as it is")
        XCTAssertFalse(FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("Modules/Home").path))

        // The Xcode project: the group and the references renamed in place, every file in its target still.
        let edited = try read("Shop.xcodeproj/project.pbxproj")
        let changed = zip(project.split(separator: "\n"), edited.split(separator: "\n")).filter { $0 != $1 }
        XCTAssertFalse(changed.isEmpty)
        XCTAssertTrue(changed.allSatisfy { $0.replacing("Home", with: "Dashboard") == $1 }, "only names change: \(changed)")
        XCTAssertEqual(project.split(separator: "\n").count, edited.split(separator: "\n").count)
        let file = try ProjectFile(bytes: Array(edited.utf8))
        let root = ProjectPath(absolute: scratch.url.path)
        let membership = TargetMembership(file: file, tree: ProjectTree(file, projectBundle: root.appending("Shop.xcodeproj")))
        let app = try XCTUnwrap(membership.targets.first { $0.name == "Shop" })
        let tests = try XCTUnwrap(membership.targets.first { $0.name == "ShopTests" })
        XCTAssertTrue(membership.isMember(root.appending("Modules/Dashboard/DashboardPresenter.swift"), of: app))
        XCTAssertTrue(membership.isMember(root.appending("ModuleTests/DashboardTests/DashboardTestDoubles.swift"), of: tests))

        XCTAssertEqual(try run("generate").standardOutput.split(separator: "\n").last?.hasPrefix("17 unchanged"), true)
        let check = try run("check", "--no-build")
        XCTAssertEqual(check.status, 0, check.standardError)
    }

    func testANewNameThatIsInvalidOrTakenWritesNothing() throws {
        let before = try scratch.snapshot()
        let invalid = try run("rename", "Home", "my-home")
        XCTAssertEqual(invalid.status, 2)
        // The name is the command line's, not a line of a spec: the renamed spec does not exist.
        XCTAssertTrue(invalid.standardError.hasPrefix("""
            error: 'my-home' is not a module name
            hint: a module name is a Swift identifier: letters, digits and '_', not starting with a digit

            usage: archgen rename [--dry-run] [--templates DIR] Old New ...
            """), invalid.standardError)
        let path = try run("rename", "Home", "../X")
        XCTAssertTrue(path.standardError.hasPrefix("error: '../X' is not a module name\n"), path.standardError)
        let taken = try run("rename", "Home", "List")
        XCTAssertEqual(taken.status, 2)
        XCTAssertTrue(taken.standardError.hasPrefix("Specs/List.archgen: error: module 'List' exists already"), taken.standardError)
        let unknown = try run("rename", "Hom", "Dashboard")
        XCTAssertEqual(unknown.status, 2)
        XCTAssertTrue(unknown.standardError.contains("no spec here describes module 'Hom'"), unknown.standardError)
        XCTAssertEqual(try scratch.snapshot(), before)
    }

    /// From the folder above the project, as from a repository's top level.
    func testRenameFromAboveTheProject() throws {
        let top = try ScratchDirectory()
        try FileManager.default.moveItem(at: scratch.url, to: top.url.appendingPathComponent("ios"))
        let renamed = try BinaryRunner.run(["rename", "Home", "Dashboard"], in: top.url, environment: ["NO_COLOR": "1"])
        XCTAssertEqual(renamed.status, 0, renamed.standardError)
        XCTAssertTrue(renamed.standardOutput.contains("update  ios/Shop.xcodeproj/project.pbxproj\n"), renamed.standardOutput)
        XCTAssertTrue(FileManager.default.fileExists(atPath: top.url.appendingPathComponent("ios/Specs/Dashboard.archgen").path))
        try FileManager.default.moveItem(at: top.url.appendingPathComponent("ios"), to: scratch.url)
    }
}
