import ArchGenXcode
import Foundation
import TestSupport
import XCTest

/// `check` and archgen.yml's `xcode` on a real project file, through the real
/// binary: a file taken out of its target, a malformed project (located, nothing
/// written), an unknown target, a run from a subfolder, a project changed
/// while the build ran (not overwritten).
final class XcodeProjectCheckCommandTests: XCTestCase, XcodeProjectScratch {
    var scratch: ScratchDirectory!

    override func setUpWithError() throws {
        scratch = try ScratchDirectory()
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
