import ArchGenKit
@testable import ArchGenXcode
import XCTest

/// Adding a module's files to the fixtures: the whole results are expected
/// files (`Tests/Fixtures/Xcode/Expected`, re-recorded with
/// `ARCHGEN_RECORD_GOLDEN=1`), and every edit only inserts lines.
final class ProjectEditorTests: XCTestCase {
    private func edit(
        _ name: String, target: String, testTarget: String?, sources: String, tests: String
    ) throws -> (before: [UInt8], edit: ProjectEdit) {
        let editor = try XcodeFixtures.editor(name)
        let choice = try TargetChoice(target: target, testTarget: testTarget, in: editor.file)
        return (editor.file.bytes, try editor.adding(XcodeFixtures.members("SignIn", sources: sources, tests: tests), for: choice))
    }

    /// Every line of `before` is in `after`, in order: the edit only inserted lines.
    private func assertOnlyInsertions(_ before: [UInt8], _ after: [UInt8], file: StaticString = #filePath, line: UInt = #line) {
        let old = String(decoding: before, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        var remaining = old[...]
        for newLine in String(decoding: after, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false) {
            if remaining.first == newLine { remaining = remaining.dropFirst() }
        }
        XCTAssertTrue(remaining.isEmpty, "lines changed or removed, first: \(remaining.first ?? "")", file: file, line: line)
    }

    /// Editing the edited file again changes nothing.
    private func assertSecondRunChangesNothing(
        _ bytes: [UInt8], _ name: String, target: String, testTarget: String?, sources: String, tests: String,
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let editor = ProjectEditor(file: try ProjectFile(bytes: bytes), projectBundle: XcodeFixtures.root.appending("\(name).xcodeproj"))
        let choice = try TargetChoice(target: target, testTarget: testTarget, in: editor.file)
        let again = try editor.adding(XcodeFixtures.members("SignIn", sources: sources, tests: tests), for: choice)
        XCTAssertEqual(again.bytes, bytes, "a second run added something", file: file, line: line)
        XCTAssertEqual(again.addedBuildFiles, 0, file: file, line: line)
    }

    /// Adds SignIn to the fixture `name`; the result is `Expected/<name>+SignIn.pbxproj`, only
    /// inserts lines, reports nothing, and a second run on it changes nothing.
    private func assertAddsSignIn(
        to name: String, target: String, testTarget: String, sources: String, tests: String,
        counts: [Int], file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let (before, edit) = try edit(name, target: target, testTarget: testTarget, sources: sources, tests: tests)
        try XcodeFixtures.assertExpected(String(decoding: edit.bytes, as: UTF8.self), "\(name)+SignIn.pbxproj", file: file, line: line)
        XCTAssertEqual(edit.findings, [], file: file, line: line)
        XCTAssertEqual([edit.addedReferences, edit.addedGroups, edit.addedBuildFiles], counts, file: file, line: line)
        assertOnlyInsertions(before, edit.bytes, file: file, line: line)
        try assertSecondRunChangesNothing(edit.bytes, name, target: target, testTarget: testTarget, sources: sources, tests: tests,
                                          file: file, line: line)
    }

    func testANewModuleJoinsAClassicProject() throws {
        try assertAddsSignIn(to: "Shop", target: "Shop", testTarget: "ShopTests",
                             sources: "Shop/Features/SignIn", tests: "ShopTests/Features/SignInTests", counts: [9, 3, 9])
    }

    func testANewModuleJoinsAnObjectVersion46Project() throws {
        try assertAddsSignIn(to: "Legacy", target: "Legacy", testTarget: "LegacyTests",
                             sources: "Legacy/Modules/SignIn", tests: "LegacyTests/SignInTests", counts: [9, 3, 9])
    }

    func testClassicGroupsInASynchronizedProjectGetANewBuildFileSection() throws {
        try assertAddsSignIn(to: "Notes", target: "Notes", testTarget: "NotesTests",
                             sources: "Modules/SignIn", tests: "NotesTests/SignInTests", counts: [5, 2, 5])
    }

    func testASynchronizedProjectIsLeftUntouched() throws {
        let (before, edit) = try edit("Notes", target: "Notes", testTarget: "NotesTests",
                                      sources: "Notes/Modules/SignIn", tests: "NotesTests/SignInTests")
        XCTAssertEqual(edit.bytes, before)
        XCTAssertEqual(edit.findings, [])
    }

    func testTestsInTheAppsSynchronizedFolderAreReportedNotAdded() throws {
        let (before, edit) = try edit("Notes", target: "Notes", testTarget: "NotesTests",
                                      sources: "Notes/SignIn", tests: "Notes/SignInTests")
        XCTAssertEqual(edit.bytes, before)
        let file = try XcodeFixtures.project("Notes")
        let folder = try XCTUnwrap(file.objects.values.first { $0.isa == "PBXFileSystemSynchronizedRootGroup" && $0.displayName == "Notes" })
        XCTAssertEqual(edit.findings.count, 4)
        XCTAssertEqual(edit.findings.first, ProjectFinding(
            message: "'Notes/SignInTests/SignInTestDoubles.swift' is in the synchronized folder 'Notes' of target 'Notes', "
                + "which builds it instead of target 'NotesTests'",
            offset: folder.start,
            hint: "set paths.tests in archgen.yml to a folder outside 'Notes' (one of target 'NotesTests'), "
                + "or in Xcode change the files' Target Membership"))
    }

    func testFilesAnExceptionKeepsOutAreReported() throws {
        let (_, edit) = try edit("Notes", target: "Notes", testTarget: "NotesTests",
                                 sources: "Notes/Scratch/SignIn", tests: "NotesTests/SignInTests")
        XCTAssertEqual(edit.findings.count, 5)
        XCTAssertEqual(edit.findings.first?.message,
                       "'Notes/Scratch/SignIn/SignInContract.swift' is in the synchronized folder 'Notes', "
                       + "but an exception keeps it out of target 'Notes'")
    }

    func testFilesOutsideEveryGroupAreReported() throws {
        let (before, edit) = try edit("Notes", target: "Notes", testTarget: "NotesTests",
                                      sources: "../Elsewhere/SignIn", tests: "NotesTests/SignInTests")
        XCTAssertEqual(edit.bytes, before)
        XCTAssertEqual(edit.findings.first, ProjectFinding(
            message: "'../Elsewhere/SignIn/SignInContract.swift' is outside every group and synchronized folder of Notes.xcodeproj",
            offset: try XcodeFixtures.project("Notes").mainGroup.start,
            hint: "set paths.sources in archgen.yml to a folder below the project's, or add a group for the folder in Xcode"))
    }

    func testWithoutATestTargetTheTestsStayOut() throws {
        let (_, edit) = try edit("Shop", target: "Shop", testTarget: nil,
                                 sources: "Shop/Features/SignIn", tests: "ShopTests/Features/SignInTests")
        XCTAssertEqual([edit.addedReferences, edit.addedGroups, edit.addedBuildFiles], [5, 1, 5])
        XCTAssertEqual(edit.findings, [])
    }

    func testAFileInTheProjectGetsOnlyItsBuildFileAndTheWrongTargetIsReported() throws {
        let editor = try XcodeFixtures.editor("Shop")
        let choice = try TargetChoice(target: "Shop", testTarget: "ShopTests", in: editor.file)
        let member = ProjectMember(
            path: XcodeFixtures.root.appending("Shop/Features/Cart/CartView.swift"), shownPath: "CartView.swift", role: .tests)
        let edit = try editor.adding([member], for: choice)
        XCTAssertEqual([edit.addedReferences, edit.addedGroups, edit.addedBuildFiles], [0, 0, 1])
        let buildFile = try XCTUnwrap(editor.file.objects.values.first { $0.string("isa") == "PBXBuildFile" && $0.string("fileRef").flatMap { editor.file.objects[$0]?.displayName } == "CartView.swift" })
        XCTAssertEqual(edit.findings, [ProjectFinding(
            message: "'CartView.swift' is also built by target 'Shop'", offset: buildFile.start,
            hint: "in Xcode, untick 'Shop' under Target Membership in the file's inspector; archgen never removes anything")])
        let text = String(decoding: edit.bytes, as: UTF8.self)
        XCTAssertTrue(text.contains("/* CartView.swift in Sources */ = {isa = PBXBuildFile; fileRef = 5B0C7F2129F1A3C400E4B2D7 /* CartView.swift */; };"))
    }

    func testObjectIDsAreDeterministicAndNeverTaken() throws {
        let first = try edit("Shop", target: "Shop", testTarget: "ShopTests", sources: "Shop/Features/SignIn", tests: "ShopTests/SignInTests")
        let second = try edit("Shop", target: "Shop", testTarget: "ShopTests", sources: "Shop/Features/SignIn", tests: "ShopTests/SignInTests")
        XCTAssertEqual(first.edit.bytes, second.edit.bytes)
        // A project that already uses the ID the contract's reference would get gets another one.
        let taken = ObjectIDGenerator.hex("PBXFileReference Shop/Features/SignIn/SignInContract.swift")
        let text = String(decoding: first.before, as: UTF8.self)
            .replacingOccurrences(of: "5B0C7E1029F1A3C400E4B2D7", with: taken)
        let editor = ProjectEditor(file: try ProjectFile(bytes: Array(text.utf8)), projectBundle: XcodeFixtures.root.appending("Shop.xcodeproj"))
        let edit = try editor.adding(XcodeFixtures.members("SignIn", sources: "Shop/Features/SignIn", tests: "ShopTests/SignInTests"),
                                     for: try TargetChoice(target: "Shop", testTarget: "ShopTests", in: editor.file))
        let ids = try ProjectFile(bytes: edit.bytes).objects.keys
        XCTAssertEqual(ids.count, editor.file.objects.count + 9 + 2 + 9)
        XCTAssertTrue(ids.allSatisfy { $0.count == 24 && $0.allSatisfy { "0123456789ABCDEF".contains($0) } })
    }

    func testATargetWithoutASourcesPhaseIsALocatedError() throws {
        let text = String(decoding: try XcodeFixtures.bytes("Shop"), as: UTF8.self)
            .replacingOccurrences(of: "\t\t\t\t5B0C7E8729F1A3C400E4B2D7 /* Sources */,\n", with: "")
        let editor = ProjectEditor(file: try ProjectFile(bytes: Array(text.utf8)), projectBundle: XcodeFixtures.root.appending("Shop.xcodeproj"))
        let choice = try TargetChoice(target: "Shop", testTarget: "ShopTests", in: editor.file)
        XCTAssertThrowsError(try editor.adding(XcodeFixtures.members("SignIn", sources: "Shop/SignIn", tests: "ShopTests/SignInTests"), for: choice)) { error in
            let error = error as! ProjectFileError
            XCTAssertEqual(error.message, "target 'Shop' has no Sources build phase")
            XCTAssertEqual(error.location.description, "\(editor.file.locator.location(of: choice.target.object.start))")
        }
    }

    func testUnknownTargetsListTheTargets() throws {
        let file = try XcodeFixtures.project("Shop")
        XCTAssertThrowsError(try TargetChoice(target: "Shpo", testTarget: nil, in: file)) { error in
            let error = error as! TargetLookupError
            XCTAssertEqual(error.message, "the project has no target 'Shpo'")
            XCTAssertEqual(error.hint, "did you mean 'Shop'? the project's targets: Shop, ShopTests")
            XCTAssertEqual(error.setting, .target)
        }
        XCTAssertThrowsError(try TargetChoice(target: "Shop", testTarget: "UITests", in: file)) { error in
            XCTAssertEqual((error as! TargetLookupError).hint, "the project's targets: Shop, ShopTests")
            XCTAssertEqual((error as! TargetLookupError).setting, .testTarget)
        }
    }
}

/// Inputs `scripts/fuzz xcode` found, as regression tests.
final class XcodeFuzzRegressionTests: XCTestCase {
    /// Found by scripts/fuzz xcode: a main group whose `children` key was
    /// misspelt ('chidlren') got new groups that were never listed, so a
    /// second run added them again.
    func testAGroupWithoutAChildrenListIsAnErrorNotALostEdit() throws {
        let text = String(decoding: try XcodeFixtures.bytes("Legacy"), as: UTF8.self)
            .replacingOccurrences(of: "\t\t\tisa = PBXGroup;\n\t\t\tchildren = (\n\t\t\t\tC3A7E3131E8B6D2100B1A4C5 /* Legacy */",
                                  with: "\t\t\tisa = PBXGroup;\n\t\t\tchidlren = (\n\t\t\t\tC3A7E3131E8B6D2100B1A4C5 /* Legacy */")
        let editor = ProjectEditor(file: try ProjectFile(bytes: Array(text.utf8)), projectBundle: XcodeFixtures.root.appending("Legacy.xcodeproj"))
        let choice = try TargetChoice(target: "Legacy", testTarget: "LegacyTests", in: editor.file)
        XCTAssertThrowsError(try editor.adding(XcodeFixtures.members("SignIn", sources: "App/SignIn", tests: "LegacyTests/SignInTests"), for: choice)) { error in
            let error = error as! ProjectFileError
            XCTAssertEqual(error.message, "the PBXGroup 'C3A7E2F71E8B6D2100B1A4C5' has no 'children' list")
            XCTAssertEqual(error.location.line, 63)
        }
    }

    /// Found by scripts/fuzz xcode: a group listed an ID no object had; the
    /// editor gave that ID to a new file reference, which the group then
    /// claimed (at its own folder), so a second run added the file again.
    func testAnIDMentionedButNotDefinedIsNeverGivenOut() throws {
        let dangling = ObjectIDGenerator.hex("PBXFileReference Shop/Features/SignIn/SignInContract.swift")
        let text = String(decoding: try XcodeFixtures.bytes("Shop"), as: UTF8.self)
            .replacingOccurrences(of: "\t\t\t\t5B0C7F2129F1A3C400E4B2D7 /* CartView.swift */,\n",
                                  with: "\t\t\t\t5B0C7F2129F1A3C400E4B2D7 /* CartView.swift */,\n\t\t\t\t\(dangling) /* Gone.swift */,\n")
        let file = try ProjectFile(bytes: Array(text.utf8))
        XCTAssertNil(file.objects[dangling])
        let members = XcodeFixtures.members("SignIn", sources: "Shop/Features/SignIn", tests: "ShopTests/SignInTests")
        let editor = ProjectEditor(file: file, projectBundle: XcodeFixtures.root.appending("Shop.xcodeproj"))
        let edit = try editor.adding(members, for: try TargetChoice(target: "Shop", testTarget: "ShopTests", in: file))
        let edited = try ProjectFile(bytes: edit.bytes)
        XCTAssertNil(edited.objects[dangling])
        let again = try ProjectEditor(file: edited, projectBundle: XcodeFixtures.root.appending("Shop.xcodeproj"))
            .adding(members, for: try TargetChoice(target: "Shop", testTarget: "ShopTests", in: edited))
        XCTAssertEqual(again.bytes, edit.bytes)
    }
}
