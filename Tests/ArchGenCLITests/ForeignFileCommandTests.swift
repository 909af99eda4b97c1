import Foundation
import TestSupport
import XCTest

/// archgen replaces only files it wrote: a team's own file at a path it
/// wants is a located error, nothing is written, and the file keeps its
/// bytes, however the path was chosen: archgen.yml's `paths:`, `files:`,
/// `shared:`, a style of the project's own, `--output`, `--tests-output`;
/// with `--force` too.
final class ForeignFileCommandTests: XCTestCase {
    private static let spec = """
        module: Contacts
        style: viper
        platform: none
        view:
          - show(names: [String])
        events:
          - viewDidLoad()

        """

    private static let teamFile = "// Written by the team.\n\nenum ContactsModule {\n    static func createModule() {}\n}\n"

    /// Writes the project, then runs `arguments`: the team's file at `foreign` keeps its bytes, nothing else is written.
    private func assertKept(
        _ foreign: String, settings: String?, arguments: [String], style: String = "viper",
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let scratch = try ScratchDirectory()
        try scratch.write("Contacts.archgen", Self.spec.replacingOccurrences(of: "style: viper", with: "style: " + style))
        if let settings { try scratch.write("archgen.yml", settings) }
        try scratch.write(foreign, Self.teamFile)
        let before = try scratch.snapshot()
        let result = try BinaryRunner.run(arguments, in: scratch.url, environment: ["NO_COLOR": "1"])
        XCTAssertEqual(result.status, 2, result.standardError, file: file, line: line)
        XCTAssertTrue(result.standardError.hasPrefix("""
            \(foreign):1:1: error: archgen did not write this file (its first line is not archgen's header), and will not replace it
            // Written by the team.
            ^
            hint: archgen replaces only files it wrote, even with --force
            """), result.standardError, file: file, line: line)
        XCTAssertEqual(try scratch.snapshot(), before, "nothing written, the team's file kept", file: file, line: line)
    }

    func testTheModulesPathsInArchgenYml() throws {
        let settings = "paths:\n  sources: App/{module}\n  tests: AppTests/{module}Tests\n"
        try assertKept("App/Contacts/ContactsContract.swift", settings: settings, arguments: ["generate"])
        try assertKept("AppTests/ContactsTests/ContactsTestDoubles.swift", settings: settings, arguments: ["generate"])
    }

    func testAFilesPattern() throws {
        let settings = "styles:\n  viper:\n    files:\n      contract: \"{module}Protocols.swift\"\n"
        try assertKept("Contacts/ContactsProtocols.swift", settings: settings, arguments: ["generate"])
    }

    func testTheSharedDeclarationsFolders() throws {
        let settings = """
            defaults:
              appModule: App
            shared:
              sources: Common
              tests: CommonTests
              services:
                Clock:
                  members:
                    - now() -> Date

            """
        try assertKept("Common/SharedDeclarations.swift", settings: settings, arguments: ["generate"])
        try assertKept("CommonTests/SharedTestDoubles.swift", settings: settings, arguments: ["generate"])
    }

    func testAStyleOfTheProjectsOwn() throws {
        let settings = "styles:\n  teamViper:\n    base: viper\n    files:\n      testDoubles: \"Doubles/{module}Doubles.swift\"\n"
        try assertKept(
            "ContactsTests/Doubles/ContactsDoubles.swift", settings: settings, arguments: ["generate"], style: "teamViper")
    }

    func testOutputAndTestsOutput() throws {
        try assertKept("Screens/ContactsContract.swift", settings: nil,
                       arguments: ["generate", "Contacts.archgen", "--output", "Screens"])
        try assertKept("ScreenTests/ContactsTestDoubles.swift", settings: nil,
                       arguments: ["generate", "Contacts.archgen", "--tests-output", "ScreenTests"])
        try assertKept("Screens/ContactsContract.swift", settings: nil,
                       arguments: ["new", "--spec", "Contacts.archgen", "--output", "Screens", "--no-build"])
    }

    /// `--force` replaces archgen's scaffold files, never a team's file at a scaffold path.
    func testForceReplacesOnlyArchgensScaffolds() throws {
        try assertKept("Contacts/ContactsPresenter.swift", settings: nil,
                       arguments: ["new", "--spec", "Contacts.archgen", "--force", "--no-build"])
        let scratch = try ScratchDirectory()
        try scratch.write("Contacts.archgen", Self.spec)
        try scratch.write("Contacts/ContactsPresenter.swift", Self.teamFile)
        let result = try BinaryRunner.run(["generate"], in: scratch.url, environment: ["NO_COLOR": "1"])
        XCTAssertEqual(result.status, 0, "without --force, a team's file at a scaffold path is the module's own: \(result.standardError)")
        XCTAssertTrue(result.standardOutput.contains("skip (exists)  Contacts/ContactsPresenter.swift"), result.standardOutput)
        XCTAssertEqual(try String(contentsOf: scratch.url.appendingPathComponent("Contacts/ContactsPresenter.swift"), encoding: .utf8),
                       Self.teamFile)
    }

    /// A generated file never replaces a scaffold file (archgen's, but the team's code).
    func testAGeneratedFileNeverReplacesAScaffold() throws {
        let scratch = try ScratchDirectory()
        try scratch.write("Contacts.archgen", Self.spec)
        try scratch.write("Contacts/ContactsContract.swift", "// Created by archgen from Old.archgen. Yours to edit.\n\nstruct Mine {}\n")
        let before = try scratch.snapshot()
        let result = try BinaryRunner.run(["generate"], in: scratch.url, environment: ["NO_COLOR": "1"])
        XCTAssertEqual(result.status, 2, result.standardError)
        XCTAssertEqual(result.standardError, """
            Contacts/ContactsContract.swift:1:1: error: archgen created this file for you to edit (a scaffold), and will not replace it with a generated file
            // Created by archgen from Old.archgen. Yours to edit.
            ^
            hint: archgen replaces only files it wrote, even with --force: move or rename this file, or have archgen write elsewhere (archgen.yml's paths, files or shared; --output, --tests-output)

            """)
        XCTAssertEqual(try scratch.snapshot(), before)
    }
}
