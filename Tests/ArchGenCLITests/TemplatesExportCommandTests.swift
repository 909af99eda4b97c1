import ArchGenKit
import Foundation
import TestSupport
import XCTest

/// `archgen templates export` through the real binary: every built-in
/// template written through the `FileWriter`, owned like scaffold files.
/// Expected outputs are built from `BuiltinTemplates.names`, so they stay
/// exact as templates are added.
final class TemplatesExportCommandTests: XCTestCase {
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

    /// A built-in style exported is a whole style folder: with its manifest and
    /// reference, archgen.yml's `path:` makes it a style of the project's own.
    func testABuiltInStyleExportedIsAStyleFolderOfItsOwn() throws {
        let scratch = try ScratchDirectory()
        let export = try BinaryRunner.run(["templates", "export", "--style", "vip", "Styles/teamVIP"], in: scratch.url)
        XCTAssertEqual(export.status, 0, export.standardError)
        XCTAssertTrue(export.standardOutput.contains("create  Styles/teamVIP/style.yml\ncreate  Styles/teamVIP/reference.md\n"),
                      export.standardOutput)
        XCTAssertTrue(try String(contentsOf: scratch.url.appendingPathComponent("Styles/teamVIP/style.yml"), encoding: .utf8)
            .contains("assembly:"))
        try scratch.write("archgen.yml", "styles:\n  teamVIP: {path: Styles/teamVIP}\n")
        try scratch.write("Home.archgen", "module: Home\nstyle: teamVIP\nplatform: none\nevents:\n  - load()\n")
        let generate = try BinaryRunner.run(["generate"], in: scratch.url)
        XCTAssertEqual(generate.status, 0, generate.standardError)
        XCTAssertTrue(generate.standardOutput.contains("create  Home/HomeConfigurator.swift"), generate.standardOutput)
        // A style of archgen.yml's own exports its base's templates only: its folder is a templates folder.
        try scratch.write("archgen.yml", "styles:\n  teamViper: {base: viper}\n")
        let derived = try BinaryRunner.run(["templates", "export", "--style", "teamViper", "Styles/teamViper"], in: scratch.url)
        XCTAssertEqual(derived.status, 0, derived.standardError)
        XCTAssertFalse(derived.standardOutput.contains("style.yml"), derived.standardOutput)
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
}
