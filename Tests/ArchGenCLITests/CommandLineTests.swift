import ArchGenCLI
import Foundation
import TestSupport
import XCTest

/// The real binary, end to end: help, usage errors, lint and dump, exit codes.
final class CommandLineTests: XCTestCase {
    func testVersion() throws {
        let result = try BinaryRunner.run(["--version"])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.standardOutput, "archgen \(CLI.version)\n")
    }

    func testHelpListsEveryCommand() throws {
        let result = try BinaryRunner.run(["--help"])
        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(result.standardOutput.contains("  lint       Validate specs (no files written, no build)\n"))
        XCTAssertTrue(result.standardOutput.contains("  new        Create a module"))
        XCTAssertTrue(result.standardOutput.contains("  generate   Rewrite the generated files"))
        XCTAssertTrue(result.standardOutput.contains("  dump       "))
        XCTAssertTrue(result.standardOutput.contains(
            "  templates  List the templates and where each comes from, or export the built-in ones\n"))
        XCTAssertTrue(result.standardOutput.contains("  check      Check modules: valid specs"))
        XCTAssertTrue(result.standardOutput.contains(
            "  init       Write archgen.yml (project settings) and a commented starter spec\n"))
        XCTAssertTrue(result.standardOutput.contains(
            "  hook       Install a git pre-commit hook that runs 'archgen check --staged'\n"))
    }

    func testHelpForACommand() throws {
        let result = try BinaryRunner.run(["help", "lint"])
        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(result.standardOutput.hasPrefix("Validate specs (no files written, no build)\n\nusage: archgen lint [--style STYLE] [SPEC ...]\n"))
        XCTAssertEqual(try BinaryRunner.run(["lint", "--help"]).standardOutput, result.standardOutput)
    }

    func testUnknownCommandPrintsAMessageAndTheUsage() throws {
        let result = try BinaryRunner.run(["lnt", "x.archgen"])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.standardOutput, "")
        XCTAssertTrue(result.standardError.hasPrefix("error: unknown command 'lnt'\nhint: did you mean 'lint'?\n\nusage: archgen <command> [options]\n"))
    }

    /// An empty folder was the current one; folders one inside the other compiled a module's tests into it.
    func testOutputFoldersThatCannotHoldAModule() throws {
        let scratch = try ScratchDirectory()
        for (arguments, message) in [
            (["--output", ""], "error: --output is empty\nhint: name a folder ('.' for the current one)\n"),
            (["--output", "App/Home", "--tests-output", "App/Home/"], "error: --output and --tests-output are the same folder\n"),
            (["--output", ".", "--tests-output", "HomeTests"], "error: --output and --tests-output are one inside the other\n"),
        ] {
            let result = try BinaryRunner.run(["generate", "Home.archgen"] + arguments, in: scratch.url)
            XCTAssertEqual(result.status, 2)
            XCTAssertTrue(result.standardError.hasPrefix(message), result.standardError)
        }
        let nested = try BinaryRunner.run(["new", "Home", "--output", "Home", "--tests-output", "Home/Tests"], in: scratch.url)
        XCTAssertEqual(nested.status, 2)
        XCTAssertTrue(nested.standardError.hasPrefix("""
            error: --output and --tests-output are one inside the other
            hint: a module is every Swift file below its folder, so its tests would be compiled into it: give them folders side by side

            usage: archgen new
            """), nested.standardError)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: scratch.url.path), [])
    }

    func testUnknownFlag() throws {
        let result = try BinaryRunner.run(["lint", "--stlye", "vip", "x.archgen"])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.standardError, """
            error: unknown option '--stlye'
            hint: did you mean '--style'?

            usage: archgen lint [--style STYLE] [SPEC ...]

            """)
    }

    func testNoArgumentsPrintsTheUsage() throws {
        let result = try BinaryRunner.run([])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.standardError.contains("usage: archgen <command> [options]"))
    }

    func testLintValidExamples() throws {
        let specs = try Fixtures.exampleSpecs().map(\.path)
        let result = try BinaryRunner.run(["lint"] + specs)
        // Seed 001's details module asks its worker nothing: VIPER-S keeps the worker's protocol, and says so.
        let details = try XCTUnwrap(specs.first { $0.hasSuffix("/ItemsDetails.archgen") })
        XCTAssertEqual(result.standardError, """
            \(details):2:9: note: 'interactor' is left out: VIPER-S still declares 'ItemsDetails_ManageData', with no method of its own, as the director holds the worker through it
            module: ItemsDetails
                    ^
            hint: list its methods under 'interactor:' (director → worker: data requests), or ignore this note if the module needs none

            """)
        XCTAssertEqual(result.standardOutput, "linted 5 specs: 0 errors, 0 warnings\n")
        XCTAssertEqual(result.status, 0)
    }

    func testLintReportsEveryErrorWithExitCode2() throws {
        let scratch = try ScratchDirectory()
        try scratch.write("Bad.archgen", "module: class\nstlye: viper\n")
        let result = try BinaryRunner.run(["lint", "Bad.archgen", "Missing.archgen"], in: scratch.url,
                                          environment: ["NO_COLOR": "1"])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.standardError, """
            Bad.archgen:1:9: error: module name 'class' is a Swift keyword
            module: class
                    ^
            hint: choose another name; generated types and files are named after it
            Bad.archgen:2:1: error: unknown key 'stlye'
            stlye: viper
            ^
            hint: did you mean 'style'?
            Missing.archgen: error: no such file

            """)
        XCTAssertEqual(result.standardOutput, "linted 2 specs: 3 errors, 0 warnings\n")
    }

    func testLintAFolder() throws {
        let scratch = try ScratchDirectory()
        let result = try BinaryRunner.run(["lint", scratch.url.path])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.standardError, "\(scratch.url.path): error: is a folder, not a spec file\n")
    }

    /// Without SPEC, lint takes every spec under the folder, each reported, all counted.
    func testLintWithoutSpecsLintsTheProject() throws {
        let scratch = try ScratchDirectory()
        try scratch.write("Specs/Good.archgen", "module: Good\nstyle: viper\n")
        try scratch.write("Specs/Bad.archgen", "module: Bad\nstyle: mvc\n")
        let result = try BinaryRunner.run(["lint"], in: scratch.url)
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.standardOutput, "linted 2 specs: 1 error, 0 warnings\n")
        XCTAssertTrue(result.standardError.hasPrefix("Specs/Bad.archgen:2:8: error: unknown style 'mvc'\n"), result.standardError)
    }
}
