import ArchGenXcode
import Foundation
import TestSupport
import XCTest

/// `new`, `generate` and `check` with archgen.yml's `xcode`, through the real
/// binary, on copies of the fixtures in `Tests/Fixtures/Xcode`: a classic
/// project gets the module's groups, references and build files (once), a
/// synchronized one is left alone, `check` catches a file taken out of its
/// target, a malformed project stops everything with a location.
final class XcodeProjectCommandTests: XCTestCase {
    private var scratch: ScratchDirectory!

    override func setUpWithError() throws {
        scratch = try ScratchDirectory()
    }

    private func run(_ arguments: String..., in folder: String = ".") throws -> BinaryRunner.Result {
        try BinaryRunner.run(arguments.first == "new" && !arguments.contains("--swift") ? arguments + ["--no-build"] : arguments,
                             in: scratch.url.appendingPathComponent(folder), environment: ["NO_COLOR": "1"])
    }

    private func read(_ path: String) throws -> String {
        try String(contentsOf: scratch.url.appendingPathComponent(path), encoding: .utf8)
    }

    /// A copy of the fixture `name`, and archgen.yml naming it with `sources` and `tests` paths.
    private func project(_ name: String, target: String, testTarget: String?, sources: String, tests: String) throws -> String {
        let fixture = Fixtures.directory.appendingPathComponent("Xcode/\(name).xcodeproj/project.pbxproj")
        try scratch.write("\(name).xcodeproj/project.pbxproj", bytes: Array(try Data(contentsOf: fixture)))
        try scratch.write("archgen.yml", """
            specs: Specs
            paths:
              sources: \(sources)
              tests: \(tests)
            xcode:
              project: \(name).xcodeproj
              target: \(target)
            \(testTarget.map { "  testTarget: \($0)\n" } ?? "")
            """)
        return try read("\(name).xcodeproj/project.pbxproj")
    }

    /// Which targets compile each Swift file below `folder`, read back from the project file.
    private func membership(_ name: String, of folder: String) throws -> [String: [String]] {
        let file = try ProjectFile(bytes: Array(try read("\(name).xcodeproj/project.pbxproj").utf8))
        let root = ProjectPath(absolute: scratch.url.path)
        let membership = TargetMembership(file: file, tree: ProjectTree(file, projectBundle: root.appending("\(name).xcodeproj")))
        var result: [String: [String]] = [:]
        let files = try FileManager.default.subpathsOfDirectory(atPath: scratch.url.appendingPathComponent(folder).path)
        for path in files where path.hasSuffix(".swift") {
            let full = root.appending(folder).appending(path)
            result[path] = membership.targets.filter { membership.isMember(full, of: $0) }.map(\.name)
        }
        return result
    }

    /// Every line of `before` is in `after`, in order.
    private func assertOnlyInsertions(_ before: String, _ after: String, file: StaticString = #filePath, line: UInt = #line) {
        var remaining = before.split(separator: "\n", omittingEmptySubsequences: false)[...]
        for newLine in after.split(separator: "\n", omittingEmptySubsequences: false) where remaining.first == newLine {
            remaining = remaining.dropFirst()
        }
        XCTAssertTrue(remaining.isEmpty, "a line changed or went: \(remaining.first ?? "")", file: file, line: line)
    }

    /// The shared declarations' two files join the targets like a module's, and `check` checks them.
    func testTheSharedFilesJoinTheTargets() throws {
        _ = try project("Shop", target: "Shop", testTarget: "ShopTests",
                        sources: "Shop/Features/{module}", tests: "ShopTests/Features/{module}Tests")
        try scratch.write("archgen.yml", try read("archgen.yml") + """
            defaults:
              appModule: Shop
            shared:
              services:
                Cart:
                  - add(itemID: String)

            """)
        try scratch.write("Specs/Basket.archgen", "module: Basket\nservices:\n  Cart:\n")
        let result = try run("generate")
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(try membership("Shop", of: "Shop/Features/Shared"), ["SharedDeclarations.swift": ["Shop"]])
        XCTAssertEqual(try membership("Shop", of: "ShopTests/Features/SharedTests"), ["SharedTestDoubles.swift": ["ShopTests"]])
        XCTAssertEqual(try run("check", "--no-build").status, 0)
    }

    func testANewModuleJoinsAClassicProjectOnce() throws {
        let before = try project("Shop", target: "Shop", testTarget: "ShopTests",
                                 sources: "Shop/Features/{module}", tests: "ShopTests/Features/{module}Tests")
        let first = try run("new", "SignIn")
        XCTAssertEqual(first.status, 0, first.standardError)
        XCTAssertEqual(first.standardError, "")
        XCTAssertTrue(first.standardOutput.contains("update  Shop.xcodeproj/project.pbxproj\n"), first.standardOutput)
        let after = try read("Shop.xcodeproj/project.pbxproj")
        assertOnlyInsertions(before, after)
        XCTAssertEqual(try membership("Shop", of: "Shop/Features/SignIn"), [
            "SignInContract.swift": ["Shop"], "SignInPresenter.swift": ["Shop"], "SignInInteractor.swift": ["Shop"],
            "SignInRouter.swift": ["Shop"], "SignInViewController.swift": ["Shop"],
        ])
        XCTAssertEqual(Set(try membership("Shop", of: "ShopTests/Features/SignInTests").values), [["ShopTests"]])
        XCTAssertTrue(after.contains("\t\t\tpath = SignIn;\n"))
        XCTAssertTrue(after.contains("\t\t\tpath = SignInTests;\n"))
        XCTAssertTrue(after.contains(" /* SignInPresenter.swift in Sources */ = {isa = PBXBuildFile; fileRef = "))

        let second = try run("generate")
        XCTAssertEqual(second.status, 0, second.standardError)
        XCTAssertTrue(second.standardOutput.contains("unchanged  Shop.xcodeproj/project.pbxproj\n"), second.standardOutput)
        XCTAssertEqual(try read("Shop.xcodeproj/project.pbxproj"), after, "a second run adds nothing")

        let check = try run("check", "--no-build")
        XCTAssertEqual(check.status, 0, check.standardError)
    }

    /// archgen.yml's `files:` puts files in subfolders of a module: each joins its target, in a group of its folder.
    func testFilesInSubfoldersJoinTheirTargetsInGroups() throws {
        let before = try project("Shop", target: "Shop", testTarget: "ShopTests",
                                 sources: "Shop/Features/{module}", tests: "ShopTests/Features/{module}Tests")
        try scratch.write("archgen.yml", try read("archgen.yml") + """
            styles:
              viper:
                files: {presenter: "Presenter/{type}.swift", contract: "Contract/Protocols.swift", presenterTests: "Presenter/{type}.swift"}

            """)
        let result = try run("new", "SignIn")
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(result.standardError, "")
        let after = try read("Shop.xcodeproj/project.pbxproj")
        assertOnlyInsertions(before, after)
        XCTAssertEqual(try membership("Shop", of: "Shop/Features/SignIn"), [
            "Contract/Protocols.swift": ["Shop"], "Presenter/SignInPresenter.swift": ["Shop"], "SignInInteractor.swift": ["Shop"],
            "SignInRouter.swift": ["Shop"], "SignInViewController.swift": ["Shop"],
        ])
        XCTAssertEqual(try membership("Shop", of: "ShopTests/Features/SignInTests")["Presenter/SignInPresenterTests.swift"], ["ShopTests"])
        for group in ["SignIn", "Presenter", "Contract", "SignInTests"] {
            XCTAssertTrue(after.contains("\t\t\tpath = \(group);\n"), group)
        }
        XCTAssertEqual(try run("check", "--no-build").status, 0)
    }

    func testASynchronizedProjectIsLeftUntouched() throws {
        let before = try project("Notes", target: "Notes", testTarget: "NotesTests",
                                 sources: "Notes/Modules/{module}", tests: "NotesTests/{module}Tests")
        let result = try run("new", "SignIn")
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(result.standardError, "")
        XCTAssertTrue(result.standardOutput.contains("unchanged  Notes.xcodeproj/project.pbxproj\n"), result.standardOutput)
        XCTAssertEqual(try read("Notes.xcodeproj/project.pbxproj"), before)
        XCTAssertEqual(try run("check", "--no-build").status, 0)
    }

    func testTestsInTheAppsSynchronizedFolderAreReported() throws {
        let before = try project("Notes", target: "Notes", testTarget: "NotesTests",
                                 sources: "Notes/{module}", tests: "Notes/{module}Tests")
        let result = try run("new", "SignIn")
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(try read("Notes.xcodeproj/project.pbxproj"), before)
        let warnings = result.standardError.components(separatedBy: "\n").filter { $0.contains(": warning: ") }
        XCTAssertEqual(warnings.count, 4, result.standardError)
        XCTAssertTrue(result.standardError.hasPrefix("""
            Notes.xcodeproj/project.pbxproj:43:3: warning: 'Notes/SignInTests/SignInTestDoubles.swift' is in the synchronized \
            folder 'Notes' of target 'Notes', which builds it instead of target 'NotesTests'
            \t\t7A31E2D32C9D4E5F00A7B6C1 /* Notes */ = {
            \t\t^
            hint: set paths.tests in archgen.yml to a folder outside 'Notes' (one of target 'NotesTests'), or in Xcode change the \
            files' Target Membership

            """), result.standardError)
        let check = try run("check", "--no-build")
        XCTAssertEqual(check.status, 1)
        XCTAssertTrue(check.standardOutput.contains("4 Xcode project problems"), check.standardOutput)
    }

    func testCheckCatchesAFileRemovedFromItsTarget() throws {
        _ = try project("Shop", target: "Shop", testTarget: "ShopTests",
                        sources: "Shop/Features/{module}", tests: "ShopTests/Features/{module}Tests")
        XCTAssertEqual(try run("new", "SignIn").status, 0)
        let text = try read("Shop.xcodeproj/project.pbxproj")
        let edited = text.components(separatedBy: "\n").filter { !($0.hasPrefix("\t\t\t\t") && $0.hasSuffix("/* SignInPresenter.swift in Sources */,")) }
        XCTAssertEqual(edited.count, text.components(separatedBy: "\n").count - 1)
        try scratch.write("Shop.xcodeproj/project.pbxproj", edited.joined(separator: "\n"))

        let check = try run("check", "--no-build")
        XCTAssertEqual(check.status, 1, check.standardError)
        XCTAssertEqual(check.standardError, """
            Shop.xcodeproj/project.pbxproj:207:3: error: 'Shop/Features/SignIn/SignInPresenter.swift' is not in target 'Shop'
            \t\t5B0C7E2529F1A3C400E4B2D7 /* Shop */ = {
            \t\t^
            hint: run `archgen generate` to add it

            """)
        XCTAssertTrue(check.standardOutput.hasPrefix("check: 1 module checked, 1 problem: 1 Xcode project problem"), check.standardOutput)
        // The project file alone (a commit of only project.pbxproj, as pre-commit passes it) selects the project's modules.
        let byProjectFile = try run("check", "--no-build", "Shop.xcodeproj/project.pbxproj")
        XCTAssertEqual(byProjectFile.status, 1, byProjectFile.standardError)
        XCTAssertEqual(byProjectFile.standardError, check.standardError)
        let json = try run("check", "--no-build", "--format", "json")
        XCTAssertTrue(json.standardOutput.contains(#""kind": "project""#) || json.standardOutput.contains(#""kind":"project""#),
                      json.standardOutput)

        let dryRun = try run("generate", "--dry-run")
        XCTAssertEqual(dryRun.status, 0, dryRun.standardError)
        XCTAssertTrue(dryRun.standardOutput.contains("would update  Shop.xcodeproj/project.pbxproj\n--- a/Shop.xcodeproj/project.pbxproj\n"),
                      dryRun.standardOutput)
        XCTAssertTrue(dryRun.standardOutput.contains("\n+\t\t\t\t"), dryRun.standardOutput)
        XCTAssertEqual(try run("generate").status, 0)
        XCTAssertEqual(try run("check", "--no-build").status, 0)
    }

    func testAMalformedProjectIsRejectedWithALocationAndNothingIsWritten() throws {
        let before = try project("Shop", target: "Shop", testTarget: "ShopTests",
                                 sources: "Shop/Features/{module}", tests: "ShopTests/Features/{module}Tests")
        var lines = before.components(separatedBy: "\n")
        lines.insert("<<<<<<< HEAD", at: 12)
        try scratch.write("Shop.xcodeproj/project.pbxproj", lines.joined(separator: "\n"))
        let snapshot = try scratch.snapshot()

        let result = try run("new", "SignIn")
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.standardError, """
            Shop.xcodeproj/project.pbxproj:13:1: error: a merge conflict marker ('<<<<<<<') is in the project file
            <<<<<<< HEAD
            ^
            hint: resolve the merge conflict first (keep both sides' lines, without the markers)

            """)
        XCTAssertEqual(try scratch.snapshot(), snapshot, "nothing is written")
        XCTAssertEqual(try run("generate").status, 2)
        XCTAssertEqual(try scratch.snapshot(), snapshot)
    }

    func testAnUnknownTargetListsTheTargets() throws {
        _ = try project("Legacy", target: "Legacy", testTarget: "LegacyTest",
                        sources: "Legacy/Modules/{module}", tests: "LegacyTests/{module}Tests")
        let result = try run("new", "SignIn")
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.standardError, """
            archgen.yml:8:15: error: the project has no target 'LegacyTest' (in Legacy.xcodeproj/project.pbxproj)
              testTarget: LegacyTest
                          ^
            hint: did you mean 'LegacyTests'? the project's targets: Legacy, LegacyTests

            """)
        XCTAssertFalse(FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("Legacy/Modules/SignIn").path))
    }

    func testRunFromASubfolderTheProjectIsFoundFromArchgenYml() throws {
        let before = try project("Legacy", target: "Legacy", testTarget: "LegacyTests",
                                 sources: "Legacy/Modules/{module}", tests: "LegacyTests/{module}Tests")
        try scratch.write("Specs/Home.archgen", "module: Home\n")
        let result = try run("generate", in: "Specs")
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertTrue(result.standardOutput.contains("update  ../Legacy.xcodeproj/project.pbxproj\n"), result.standardOutput)
        assertOnlyInsertions(before, try read("Legacy.xcodeproj/project.pbxproj"))
        XCTAssertEqual(Set(try membership("Legacy", of: "Legacy/Modules/Home").values), [["Legacy"]])
        XCTAssertEqual(Set(try membership("Legacy", of: "LegacyTests/HomeTests").values), [["LegacyTests"]])
        XCTAssertEqual(try run("check", "--no-build", in: "Specs").status, 0)
    }

    /// The project is read before `new`'s build and written after it; saved
    /// meanwhile (the build stands in for the user saving in Xcode), it is left alone.
    func testAProjectChangedDuringTheBuildIsNotOverwritten() throws {
        _ = try project("Shop", target: "Shop", testTarget: "ShopTests",
                        sources: "Shop/Features/{module}", tests: "ShopTests/Features/{module}Tests")
        let pbxproj = scratch.url.appendingPathComponent("Shop.xcodeproj/project.pbxproj").path
        try scratch.write("saving-swift", """
            #!/bin/sh
            if [ "$1" = build ]; then printf '// saved in Xcode\\n' >> '\(pbxproj)'; fi
            exit 0

            """)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: scratch.url.appendingPathComponent("saving-swift").path)
        let saved = try read("Shop.xcodeproj/project.pbxproj") + "// saved in Xcode\n"
        let result = try BinaryRunner.run(["new", "SignIn", "--swift", "./saving-swift"], in: scratch.url,
                                          environment: ["NO_COLOR": "1", "ARCHGEN_CACHE_DIR": scratch.url.appendingPathComponent("cache").path])
        XCTAssertEqual(result.status, 3, result.standardError)
        XCTAssertTrue(result.standardError.contains(
            "Shop.xcodeproj/project.pbxproj: error: the file changed on disk while archgen was running (saved in Xcode?); it was left alone, run archgen again"),
            result.standardError)
        XCTAssertEqual(try read("Shop.xcodeproj/project.pbxproj"), saved)
        XCTAssertFalse(FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("Shop/Features/SignIn").path))
    }
}
