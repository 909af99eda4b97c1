import ArchGenXcode
import Foundation
import TestSupport
import XCTest

/// `archgen adopt` through the binary on an Xcode project whose groups hold
/// the modules: `Fixtures/AdoptViperTeam` with a classic `App.xcodeproj`
/// (`Fixtures/Xcode/AdoptApp.xcodeproj`, each of the app's files in target
/// App, each test file in AppTests, in groups mirroring the folders, as
/// dragging the folders into Xcode makes them). adopt infers archgen.yml's
/// `xcode` from the targets compiling the modules' files, `--replace` adds
/// archgen's new files (the doubles) to the test target as `generate` does
/// (the shared service's file, which archgen's shared declarations replace, renamed),
/// and `check --run-tests` then passes, the project's membership included.
final class AdoptXcodeBuildTests: XCTestCase {
    private static let modules = ["App/Modules/Login", "App/Modules/Profile"]

    /// The fixture with its project: every Swift file of App/ in target App, every other in AppTests (some
    /// tests folders first moved, `testsFolders`: old and new path).
    private func project(testsFolders: [String: String] = [:]) throws -> (root: URL, project: URL) {
        let (root, project) = try AdoptFixture.copy("AdoptViperTeam", folder: "AdoptViperTeamXcode")
        for (from, to) in testsFolders {
            try FileManager.default.createDirectory(
                at: project.appendingPathComponent(to).deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.moveItem(at: project.appendingPathComponent(from), to: project.appendingPathComponent(to))
        }
        let bundle = project.appendingPathComponent("App.xcodeproj")
        try FileManager.default.createDirectory(at: bundle, withIntermediateDirectories: true)
        let skeleton = try Data(contentsOf: Fixtures.directory.appendingPathComponent("Xcode/AdoptApp.xcodeproj/project.pbxproj"))
        let file = try ProjectFile(bytes: Array(skeleton))
        let folder = ProjectPath(absolute: project.path)
        let members = try AdoptFixture.files(in: project).keys.filter { $0.hasSuffix(".swift") }.sorted().map { path in
            ProjectMember(path: folder.appending(path), shownPath: path, role: path.hasPrefix("App/") ? .sources : .tests)
        }
        let edit = try ProjectEditor(file: file, projectBundle: folder.appending("App.xcodeproj"))
            .adding(members, for: try TargetChoice(target: "App", testTarget: "AppTests", in: file))
        try Data(edit.bytes).write(to: bundle.appendingPathComponent("project.pbxproj"))
        return (root, project)
    }

    /// The targets compiling `path`, read back from the project file.
    private func targets(compiling path: String, in project: URL) throws -> [String] {
        let file = try ProjectFile(bytes: Array(try Data(contentsOf: project.appendingPathComponent("App.xcodeproj/project.pbxproj"))))
        let folder = ProjectPath(absolute: project.path)
        let membership = TargetMembership(file: file, tree: ProjectTree(file, projectBundle: folder.appending("App.xcodeproj")))
        return file.targets.filter { membership.isMember(folder.appending(path), of: $0) }.map(\.name)
    }

    func testTheProjectsTargetsAreInferredAndArchgensNewFilesJoinThemThenCheckPasses() throws {
        _ = try SwiftToolchain.requireSwift()
        let (root, project) = try project()
        let adopt = try TeamFixture.run(["adopt", "--replace"] + Self.modules, in: project, cacheRoot: root)
        XCTAssertEqual(adopt.status, 0, adopt.standardOutput + adopt.standardError)
        XCTAssertTrue(adopt.standardOutput.contains("App.xcodeproj/project.pbxproj"), adopt.standardOutput)
        let settings = try String(contentsOf: project.appendingPathComponent("archgen.yml"), encoding: .utf8)
        XCTAssertTrue(settings.contains("""
            xcode:
              project: App.xcodeproj
              target: App
              testTarget: AppTests

            """), settings)
        XCTAssertEqual(try targets(compiling: "AppTests/Modules/LoginTests/LoginTestDoubles.swift", in: project), ["AppTests"])
        XCTAssertEqual(try targets(compiling: "App/Modules/Login/LoginProtocols.swift", in: project), ["App"])
        // The analytics service's file, which archgen's shared declarations replace, is renamed in the project, not left listed.
        XCTAssertEqual(try targets(compiling: "App/Services/SharedDeclarations.swift", in: project), ["App"])
        XCTAssertFalse(try String(contentsOf: project.appendingPathComponent("App.xcodeproj/project.pbxproj"), encoding: .utf8)
            .contains("AnalyticsService.swift"))
        let check = try TeamFixture.run(["check", "--run-tests"], in: project, cacheRoot: root)
        XCTAssertEqual(check.status, 0, check.standardOutput + check.standardError)
        XCTAssertTrue(check.standardOutput.contains(" tested: 11 tests ran, 11 passed, 0 failed"), check.standardOutput)
    }

    /// Without --replace, the project file is the team's: only the specs and archgen.yml are written.
    func testWithoutReplaceTheProjectFileIsUnchanged() throws {
        _ = try SwiftToolchain.requireSwift()
        let (root, project) = try project()
        let pbxproj = project.appendingPathComponent("App.xcodeproj/project.pbxproj")
        let before = try Data(contentsOf: pbxproj)
        let adopt = try TeamFixture.run(["adopt"] + Self.modules, in: project, cacheRoot: root)
        XCTAssertEqual(adopt.status, 0, adopt.standardOutput + adopt.standardError)
        XCTAssertTrue(adopt.standardOutput.hasSuffix("wrote Specs/Login.archgen, Specs/Profile.archgen, archgen.yml\n"), adopt.standardOutput)
        XCTAssertEqual(try Data(contentsOf: pbxproj), before)
    }
}

extension AdoptXcodeBuildTests {
    /// Login's tests in a folder named as the module, in a folder of the test target not named `…Tests`
    /// (`UnitSpecs/Login`): found as the folder of that name whose files the test target compiles.
    func testTestsInAFolderNamedAsTheModuleAreFoundByTheTestTarget() throws {
        _ = try SwiftToolchain.requireSwift()
        let (root, project) = try project(testsFolders: ["AppTests/Modules/LoginTests": "UnitSpecs/Login"])
        let adopt = try TeamFixture.run(["adopt", "--dry-run", "App/Modules/Login"], in: project, cacheRoot: root)
        XCTAssertEqual(adopt.status, 0, adopt.standardOutput + adopt.standardError)
        XCTAssertTrue(adopt.standardOutput.hasPrefix("adopt: Login (viper) from App/Modules/Login, tests UnitSpecs/Login\n"),
                      adopt.standardOutput)
        XCTAssertTrue(adopt.standardOutput.contains("+  tests: \"UnitSpecs/{module}\"\n"), adopt.standardOutput)
    }
}
