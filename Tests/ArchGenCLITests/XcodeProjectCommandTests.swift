import ArchGenXcode
import Foundation
import TestSupport
import XCTest

/// `new`, `generate` and `check` with archgen.yml's `xcode`, through the real
/// binary, on copies of the fixtures in `Tests/Fixtures/Xcode`: a classic
/// project gets the module's groups, references and build files (once), a
/// synchronized one is left alone (`check`'s findings: `XcodeProjectCheckCommandTests`).
final class XcodeProjectCommandTests: XCTestCase, XcodeProjectScratch {
    var scratch: ScratchDirectory!

    override func setUpWithError() throws {
        scratch = try ScratchDirectory()
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
}
