import ArchGenKit
import Foundation
import TestSupport
import XCTest

/// `archgen templates list` and `archgen templates export`, through the real
/// binary. Expected texts are built from `BuiltinTemplates.names`, so they
/// stay exact as templates are added.
final class TemplatesCommandTests: XCTestCase {
    private let names = BuiltinTemplates.names

    /// The elapsed time of a summary, `(12 ms)`, as `(TIME)`.
    private func timeless(_ text: String) -> String {
        text.replacing(try! Regex(#"\(\d+(\.\d)? m?s\)"#), with: "(TIME)")
    }

    /// Action lines as `ActionReport` prints them: labels padded to the longest plus two.
    private func actionLines(_ rows: [(label: String, path: String)]) -> String {
        let width = rows.map(\.label.count).max()! + 2
        return rows.map { $0.label + String(repeating: " ", count: width - $0.label.count) + $0.path + "\n" }.joined()
    }

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
        XCTAssertTrue(result.standardOutput.contains("shared/\n  TestDouble "), result.standardOutput)
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

    // MARK: export

    func testExportWritesEveryTemplateAndASecondRunChangesNothing() throws {
        let scratch = try ScratchDirectory()
        let first = try BinaryRunner.run(["templates", "export", "out"], in: scratch.url)
        XCTAssertEqual(first.standardError, "")
        XCTAssertEqual(first.status, 0)
        XCTAssertEqual(timeless(first.standardOutput),
                       actionLines(names.map { ("create", "out/\($0).stencil") }) + "\(names.count) created (TIME)\n")
        for name in names {
            let path = scratch.url.appendingPathComponent("out/\(name).stencil").path
            XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), BuiltinTemplates.texts[name], name)
        }

        let second = try BinaryRunner.run(["templates", "export", "out/"], in: scratch.url)
        XCTAssertEqual(second.standardError, "")
        XCTAssertEqual(second.status, 0)
        XCTAssertEqual(timeless(second.standardOutput),
                       actionLines(names.map { ("unchanged", "out/\($0).stencil") }) + "\(names.count) unchanged (TIME)\n")
    }

    func testAnEditedExportIsKeptWithoutForceAndReplacedWithIt() throws {
        let scratch = try ScratchDirectory()
        XCTAssertEqual(try BinaryRunner.run(["templates", "export", "out"], in: scratch.url).status, 0)
        let edited = "out/shared/TestDouble.stencil"
        let editedPath = scratch.url.appendingPathComponent(edited).path
        let original = try XCTUnwrap(BuiltinTemplates.texts["shared/TestDouble"])
        try scratch.write(edited, original + "{# my change #}\n")
        /// Every file unchanged but the edited one, which gets `label`.
        let rows = { (label: String) in
            self.names.map { $0 == "shared/TestDouble" ? (label, edited) : ("unchanged", "out/\($0).stencil") }
        }
        let unchanged = names.count == 1 ? [] : ["\(names.count - 1) unchanged"]
        let summary = { (parts: [String]) in parts.joined(separator: ", ") + " (TIME)\n" }

        let kept = try BinaryRunner.run(["templates", "export", "out"], in: scratch.url)
        XCTAssertEqual(kept.status, 0)
        XCTAssertEqual(timeless(kept.standardOutput),
                       actionLines(rows("skip (exists)")) + summary(unchanged + ["1 skipped"]))
        XCTAssertEqual(kept.standardError,
                       "hint: 1 exported template differs from the built-in one and was kept; --force replaces it\n")
        XCTAssertEqual(try String(contentsOfFile: editedPath, encoding: .utf8), original + "{# my change #}\n")

        let dryRun = try BinaryRunner.run(["templates", "export", "out", "--force", "--dry-run"], in: scratch.url)
        XCTAssertEqual(dryRun.status, 0)
        XCTAssertEqual(dryRun.standardError, "")
        let output = timeless(dryRun.standardOutput)
        let header = "would update  \(edited)  (overwrites your edits)\n--- a/\(edited)\n+++ b/\(edited)\n"
        XCTAssertTrue(output.contains(header), output)
        XCTAssertTrue(output.contains("\n-{# my change #}\n"), output)
        XCTAssertTrue(output.hasSuffix("\ndry run, nothing written: " + summary(["1 to update"] + unchanged)), output)
        XCTAssertEqual(try String(contentsOfFile: editedPath, encoding: .utf8), original + "{# my change #}\n")

        let forced = try BinaryRunner.run(["templates", "export", "out", "--force"], in: scratch.url)
        XCTAssertEqual(forced.status, 0)
        XCTAssertEqual(forced.standardError, """
            --force: 1 scaffold file differs from what archgen would write and will be overwritten:
              \(edited)

            """)
        XCTAssertEqual(timeless(forced.standardOutput),
                       actionLines(rows("update"))
                        .replacingOccurrences(of: edited + "\n", with: edited + "  (overwrote your edits)\n")
                       + summary(["1 updated"] + unchanged))
        XCTAssertEqual(try String(contentsOfFile: editedPath, encoding: .utf8), original)
    }

    func testExportIntoAFileIsAnEnvironmentError() throws {
        let scratch = try ScratchDirectory()
        try scratch.write("out", "a file\n")
        let result = try BinaryRunner.run(["templates", "export", "out"], in: scratch.url)
        XCTAssertEqual(result.status, 3)
        XCTAssertEqual(result.standardOutput, "")
        XCTAssertEqual(result.standardError,
                       "out/\(names[0]).stencil: error: cannot create a folder at 'out': a file with that path exists\n")
        XCTAssertEqual(try String(contentsOfFile: scratch.url.appendingPathComponent("out").path, encoding: .utf8), "a file\n")
    }

    func testExportIntoAReadOnlyFolderIsAnEnvironmentError() throws {
        let scratch = try ScratchDirectory()
        #if os(Linux)
        // /proc refuses new folders even to root.
        let folder = "/proc/archgen-test", expected = "cannot create the folder '/proc/archgen-test'"
        #else
        try XCTSkipIf(geteuid() == 0, "running as root: permissions do not apply")
        let folder = scratch.url.appendingPathComponent("locked").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        XCTAssertEqual(chmod(folder, 0o555), 0)
        defer { chmod(folder, 0o755) }
        let expected = "the folder '\(folder)' is not writable"
        #endif
        let result = try BinaryRunner.run(["templates", "export", folder], in: scratch.url)
        XCTAssertEqual(result.status, 3)
        XCTAssertEqual(result.standardOutput, "")
        XCTAssertTrue(result.standardError.hasPrefix("\(folder)/\(names[0]).stencil: error: \(expected)"), result.standardError)
        XCTAssertEqual(result.standardError.split(separator: "\n").count, 1, result.standardError)
    }

    // MARK: usage

    func testUsageErrors() throws {
        let missing = try BinaryRunner.run(["templates", "export"])
        XCTAssertEqual(missing.status, 2)
        XCTAssertEqual(missing.standardError, """
            error: missing DIR

            usage: archgen templates export [--force] [--dry-run] DIR

            """)
        let group = try BinaryRunner.run(["templates"])
        XCTAssertEqual(group.status, 2)
        XCTAssertEqual(group.standardError, """
            error: missing command after 'templates'

            usage: archgen templates list [--templates DIR]
                   archgen templates export [--force] [--dry-run] DIR

            """)
        let typo = try BinaryRunner.run(["templates", "lst"])
        XCTAssertEqual(typo.status, 2)
        XCTAssertTrue(typo.standardError.hasPrefix("error: unknown command 'templates lst'\nhint: did you mean 'list'?\n"))
        let empty = try BinaryRunner.run(["templates", "export", ""])
        XCTAssertEqual(empty.status, 2)
        XCTAssertTrue(empty.standardError.hasPrefix("error: DIR is empty; name the folder to export to\n"))
    }

    func testHelpForTheGroupAndASubcommand() throws {
        let group = try BinaryRunner.run(["help", "templates"])
        XCTAssertEqual(group.status, 0)
        XCTAssertTrue(group.standardOutput.contains("""
            commands:
              list    List every template, by style folder, with where it comes from
              export  Copy the built-in templates into a folder, to customise them

            """), group.standardOutput)
        XCTAssertEqual(try BinaryRunner.run(["templates", "--help"]).standardOutput, group.standardOutput)
        let export = try BinaryRunner.run(["help", "templates", "export"])
        XCTAssertEqual(export.status, 0)
        XCTAssertTrue(export.standardOutput.hasPrefix("""
            Copy the built-in templates into a folder, to customise them

            usage: archgen templates export [--force] [--dry-run] DIR

            options:
              --force    Replace exported templates that were changed since
              --dry-run  Show what would be written (with diffs); write nothing
              --help     Show this help

            """), export.standardOutput)
        XCTAssertEqual(try BinaryRunner.run(["templates", "export", "--help"]).standardOutput, export.standardOutput)
    }
}
