import Foundation
import TestSupport
import XCTest

/// The `TemplateEmbedder` executable on its own: templates whose text could
/// break a Swift literal compile back to exactly their bytes, the output is
/// deterministic and rewritten only on change, and a template the build plan
/// has not seen is embedded with a warning.
final class TemplateEmbedderTests: XCTestCase {
    private let embedder = BinaryRunner.executable(named: "TemplateEmbedder")

    /// Texts that end a `#"""` literal early, start raw escapes or
    /// interpolations, carry CRLF, control characters, a BOM, line
    /// separators, no final newline, or nothing at all.
    private let awkward: [String: String] = [
        "quotes/Hashes": "\"#\"##\" ###\n\"\"\"\n\"\"\"#\n\"\"\"##\n\\#(x) \\##(y) \\(z)\n",
        "quotes/Backslash": "ends with a backslash \\\n\\\n    \"\"\"\n",
        "crlf/Windows": "line one\r\nline two\r\n",
        "controls/Bytes": "nul\u{0} bell\u{7} tab\t del\u{7F} next\u{85} bom\u{FEFF} ls\u{2028} ps\u{2029} é 😀 \u{E9}\u{301}",
        "Empty": "",
        "NoNewline": "{{ last }}",
        "Blank": "\n\n   \n",
        "deep/er/Nested": "    indented\n\t\ttabs\n",
    ]

    private func writeTemplates(_ texts: [String: String], into scratch: ScratchDirectory) throws {
        for (name, text) in texts {
            try scratch.write("Templates/" + name + ".stencil", text)
        }
    }

    func testAwkwardTextsCompileToTheirExactBytes() throws {
        let scratch = try ScratchDirectory()
        try writeTemplates(awkward, into: scratch)
        try scratch.write("Templates/.hidden/Skipped.stencil", "x")
        try scratch.write("Templates/quotes/.Swap.stencil", "x")
        try scratch.write("Templates/quotes/README.md", "not a template")
        let output = scratch.url.appendingPathComponent("Texts.swift").path
        let run = try BinaryRunner.run(embedder, [output, scratch.url.path + "/Templates/"] + awkward.keys.map { $0 + ".stencil" })
        XCTAssertEqual(run.standardError, "")
        XCTAssertEqual(run.status, 0)

        let driver = try scratch.write("main.swift", """
            for name in BuiltinTemplateTexts.texts.keys.sorted() {
                print(name, BuiltinTemplateTexts.texts[name]!.utf8.map(String.init).joined(separator: ","))
            }

            """)
        let executable = scratch.url.appendingPathComponent("driver")
        let compile = try BinaryRunner.run(
            URL(fileURLWithPath: "/usr/bin/env"),
            ["swiftc", "-swift-version", "6", "-warnings-as-errors", "-o", executable.path, driver, output])
        if compile.status == 127 { throw XCTSkip("swiftc is not on PATH") }
        let generated = try String(contentsOfFile: output, encoding: .utf8)
        XCTAssertEqual(compile.status, 0, compile.standardError + generated)
        XCTAssertEqual(compile.standardError, "")

        let expected = awkward.keys.sorted().map { name in
            name + " " + awkward[name]!.utf8.map(String.init).joined(separator: ",") + "\n"
        }
        XCTAssertEqual(try BinaryRunner.run(executable, []).standardOutput, expected.joined())
    }

    func testTheOutputIsDeterministicAndWrittenOnlyWhenItChanges() throws {
        let scratch = try ScratchDirectory()
        try writeTemplates(["b/Two": "2", "a/One": "1"], into: scratch)
        let root = scratch.url.appendingPathComponent("Templates").path
        let first = scratch.url.appendingPathComponent("First.swift").path
        let second = scratch.url.appendingPathComponent("Second.swift").path
        XCTAssertEqual(try BinaryRunner.run(embedder, [first, root, "a/One.stencil", "b/Two.stencil"]).status, 0)
        XCTAssertEqual(try BinaryRunner.run(embedder, [second, root, "b/Two.stencil", "a/One.stencil"]).status, 0)
        let text = try String(contentsOfFile: first, encoding: .utf8)
        XCTAssertEqual(try String(contentsOfFile: second, encoding: .utf8), text)
        XCTAssertTrue(text.contains("""
                    "a/One": #\"\"\"
            1
            \"\"\"#,
                    "b/Two": #\"\"\"
            2
            \"\"\"#,
                ]
            }

            """), text)

        let old = Date(timeIntervalSince1970: 1_000_000)
        try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: first)
        XCTAssertEqual(try BinaryRunner.run(embedder, [first, root, "a/One.stencil", "b/Two.stencil"]).status, 0)
        let date = try FileManager.default.attributesOfItem(atPath: first)[.modificationDate] as? Date
        XCTAssertEqual(date, old, "an unchanged output must not be rewritten")
    }

    func testATemplateTheBuildPlanHasNotSeenIsEmbeddedWithAWarning() throws {
        let scratch = try ScratchDirectory()
        try writeTemplates(["shared/Known": "k", "shared/New": "n"], into: scratch)
        let root = scratch.url.appendingPathComponent("Templates").path
        let output = scratch.url.appendingPathComponent("Texts.swift").path
        let run = try BinaryRunner.run(embedder, [output, root, "shared/Known.stencil"])
        XCTAssertEqual(run.status, 0)
        XCTAssertEqual(run.standardError, """
            TemplateEmbedder: warning: '\(root)/shared/New.stencil' is new since SwiftPM planned this build: \
            it is embedded, but SwiftPM does not watch it for changes until it plans again \
            (touch Package.swift to make it)

            """)
        XCTAssertTrue(try String(contentsOfFile: output, encoding: .utf8).contains("\"shared/New\": #\"\"\"\nn\n"))
    }

    func testErrorsStopTheBuild() throws {
        let scratch = try ScratchDirectory()
        let output = scratch.url.appendingPathComponent("Texts.swift").path
        let missing = try BinaryRunner.run(embedder, [output, scratch.url.path + "/Nowhere"])
        XCTAssertEqual(missing.status, 1)
        XCTAssertEqual(missing.standardError, "TemplateEmbedder: error: '\(scratch.url.path)/Nowhere' is not a folder\n")

        try scratch.write("Templates/Latin1.stencil", bytes: [0x63, 0x61, 0x66, 0xE9])
        let invalid = try BinaryRunner.run(embedder, [output, scratch.url.path + "/Templates", "Latin1.stencil"])
        XCTAssertEqual(invalid.status, 1)
        XCTAssertEqual(invalid.standardError, """
            TemplateEmbedder: error: '\(scratch.url.path)/Templates/Latin1.stencil' is not UTF-8; \
            save it as UTF-8

            """)
        XCTAssertFalse(FileManager.default.fileExists(atPath: output))

        let usageText = "TemplateEmbedder: error: usage: TemplateEmbedder [--type NAME] [--extension EXT] OUTPUT ROOT [FILE...]\n"
        for arguments in [[output], ["--type"], ["--type", "", output, scratch.url.path], ["--kind", "X", output, scratch.url.path]] {
            let usage = try BinaryRunner.run(embedder, arguments)
            XCTAssertEqual(usage.status, 1, "\(arguments)")
            XCTAssertEqual(usage.standardError, usageText, "\(arguments)")
        }
    }

    /// The reference (`Docs/*.md`) is embedded the same way, under another
    /// type name and extension; only files with that extension are taken.
    func testAnotherTypeAndExtension() throws {
        let scratch = try ScratchDirectory()
        try scratch.write("Docs/spec.md", "# The spec\n")
        try scratch.write("Docs/sub/deep.md", "deep")
        try scratch.write("Docs/notes.txt", "not embedded")
        try scratch.write("Docs/.draft.md", "hidden")
        let output = scratch.url.appendingPathComponent("Reference.swift").path
        let run = try BinaryRunner.run(
            embedder, ["--type", "BuiltinReferenceTexts", "--extension", "md", output, scratch.url.path + "/Docs",
                       "spec.md", "sub/deep.md"])
        XCTAssertEqual(run.standardError, "")
        XCTAssertEqual(run.status, 0)
        let text = try String(contentsOfFile: output, encoding: .utf8)
        XCTAssertTrue(text.contains("enum BuiltinReferenceTexts {\n"), text)
        XCTAssertTrue(text.contains("        \"spec\": ##\"\"\"\n# The spec\n\n\"\"\"##,\n"), text)
        XCTAssertTrue(text.contains("        \"sub/deep\": #\"\"\"\ndeep\n\"\"\"#,\n"), text)
        XCTAssertFalse(text.contains("notes") || text.contains("draft"), text)
    }
}
