import ArchGenKit
import Foundation
import TestSupport
import XCTest

/// `archgen templates list`, the `--templates` option, and the `templates`
/// group's usage and help, through the real binary. Expected listings are
/// built from `BuiltinTemplates.names`, so they stay exact as templates are
/// added.
final class TemplatesListCommandTests: XCTestCase {
    private let names = BuiltinTemplates.names

    /// `templates list` rows: `  Name  origin`, names padded to the longest plus two.
    private func listing(_ origins: [String: String], summary: String) -> String {
        let leaf = { (name: String) in String(name.split(separator: "/", maxSplits: 1).last!) }
        let width = origins.keys.map { leaf($0).count }.max()! + 2
        var text = "", group = ""
        for name in origins.keys.sorted() {
            let folder = name.contains("/") ? String(name.split(separator: "/")[0]) + "/" : "./"
            if folder != group { text += folder + "\n"; group = folder }
            text += "  " + leaf(name) + String(repeating: " ", count: width - leaf(name).count) + origins[name]! + "\n"
        }
        return text + "\n" + summary + "\n"
    }

    // MARK: list

    func testListShowsEveryBuiltInTemplateByFolder() throws {
        let result = try BinaryRunner.run(["templates", "list"])
        XCTAssertEqual(result.standardError, "")
        XCTAssertEqual(result.status, 0)
        let origins = Dictionary(uniqueKeysWithValues: names.map { ($0, "built-in") })
        let summary = "\(names.count) template\(names.count == 1 ? "" : "s"): \(names.count) built-in"
        XCTAssertEqual(result.standardOutput, listing(origins, summary: summary))
        XCTAssertTrue(result.standardOutput.hasPrefix("mvvm/\n  ") && result.standardOutput.contains("\nshared/\n  "), result.standardOutput)
        XCTAssertTrue(result.standardOutput.contains("\n  TestDouble "), result.standardOutput)
    }

    func testListWithAnOverrideFolderNamesItsFiles() throws {
        let scratch = try ScratchDirectory()
        try scratch.write("custom/shared/TestDouble.stencil", "mine")
        try scratch.write("custom/vip/Extra.stencil", "extra")
        try scratch.write("custom/.DS_Store", "x")
        let result = try BinaryRunner.run(["templates", "list", "--templates", "custom/"], in: scratch.url)
        XCTAssertEqual(result.standardError, "")
        XCTAssertEqual(result.status, 0)
        var origins = Dictionary(uniqueKeysWithValues: names.map { ($0, "built-in") })
        origins["shared/TestDouble"] = "custom/shared/TestDouble.stencil"
        origins["vip/Extra"] = "custom/vip/Extra.stencil  (not a built-in template name)"
        let summary = "\(names.count + 1) templates: \(names.count - 1) built-in, 2 from custom"
        XCTAssertEqual(result.standardOutput, listing(origins, summary: summary))
    }

    func testTemplatesFolderThatIsMissingOrAFileIsAUsageError() throws {
        let scratch = try ScratchDirectory()
        try scratch.write("file.stencil", "x")
        let missing = try BinaryRunner.run(["templates", "list", "--templates", "nowhere"], in: scratch.url)
        XCTAssertEqual(missing.status, 2)
        XCTAssertEqual(missing.standardOutput, "")
        XCTAssertEqual(missing.standardError, """
            error: --templates: no such folder 'nowhere'
            hint: 'archgen templates export nowhere' writes the built-in templates there to start from

            usage: archgen templates list [--templates DIR]

            """)
        let file = try BinaryRunner.run(["templates", "list", "--templates=file.stencil"], in: scratch.url)
        XCTAssertEqual(file.status, 2)
        XCTAssertEqual(file.standardError, """
            error: --templates: 'file.stencil' is a file, not a folder

            usage: archgen templates list [--templates DIR]

            """)
    }

    // MARK: usage

    func testUsageErrors() throws {
        let missing = try BinaryRunner.run(["templates", "export"])
        XCTAssertEqual(missing.status, 2)
        XCTAssertEqual(missing.standardError, """
            error: missing DIR

            usage: archgen templates export [--force] [--dry-run] [--style STYLE] [--kind NAME] DIR

            """)
        let group = try BinaryRunner.run(["templates"])
        XCTAssertEqual(group.status, 2)
        XCTAssertEqual(group.standardError, """
            error: missing command after 'templates'

            usage: archgen templates list [--templates DIR]
                   archgen templates export [--force] [--dry-run] [--style STYLE] [--kind NAME] DIR

            """)
        let typo = try BinaryRunner.run(["templates", "lst"])
        XCTAssertEqual(typo.status, 2)
        XCTAssertTrue(typo.standardError.hasPrefix("error: unknown command 'templates lst'\nhint: did you mean 'list'?\n"))
        let empty = try BinaryRunner.run(["templates", "export", ""])
        XCTAssertEqual(empty.status, 2)
        XCTAssertTrue(empty.standardError.hasPrefix("error: DIR is empty; name the folder to export to\n"))
    }

    func testHelpForTheGroupAndASubcommand() throws {
        let group = try BinaryRunner.run(["templates", "--help"])
        XCTAssertEqual(group.status, 0)
        XCTAssertTrue(group.standardOutput.contains("""
            commands:
              list    List every template, by style folder, with where it comes from
              export  Copy the built-in templates into a folder, to customise them, or start one for a new kind of file

            """), group.standardOutput)
        let export = try BinaryRunner.run(["help", "templates", "export"])
        XCTAssertEqual(export.status, 0)
        XCTAssertTrue(export.standardOutput.hasPrefix("""
            Copy the built-in templates into a folder, to customise them, or start one for a new kind of file

            usage: archgen templates export [--force] [--dry-run] [--style STYLE] [--kind NAME] DIR

            options:
              --force        Replace exported templates you have changed since they were exported
              --dry-run      Show what would be written (with diffs); write nothing
              --style STYLE  Only STYLE's templates, named as a style's templates folder names them
              --kind NAME    Only a starter template for a new kind of file, NAME, of a style of your own
              --help         Show this help

            """), export.standardOutput)
        XCTAssertEqual(try BinaryRunner.run(["templates", "export", "--help"]).standardOutput, export.standardOutput)
    }
}
