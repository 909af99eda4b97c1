import Foundation
import TestSupport
import XCTest

/// Hostile and unusual input through the real binary: each gives a clear
/// message and the right exit code, and nothing is written; line endings and
/// a BOM change nothing in the output.
final class HostileInputCommandTests: XCTestCase {
    private var scratch: ScratchDirectory!

    override func setUpWithError() throws {
        scratch = try ScratchDirectory()
    }

    private func run(_ arguments: String...) throws -> BinaryRunner.Result {
        try BinaryRunner.run(arguments.first == "new" ? arguments + ["--no-build"] : arguments, in: scratch.url)
    }

    /// The scratch folder's files, so a test can check a run wrote nothing.
    private func files() throws -> [String] {
        try scratch.snapshot().keys.sorted()
    }

    func testHostileModuleNamesInASpecNeverBecomePaths() throws {
        let names = ["\"../Evil\"", "\"/tmp/Evil\"", "\"Evil\\\\x\"", "\"Evil\\0\"", "Sign\u{410}In", "\u{FF33}ignIn", "\"Sign\\u202EIn\""]
        for (index, name) in names.enumerated() {
            try scratch.write("Spec\(index).archgen", "module: \(name)\n")
        }
        let result = try run("generate")
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.standardError.split(separator: "\n").filter { $0.contains(": error: ") }, [
            "Spec0.archgen:1:9: error: module name '../Evil' contains a path separator",
            "Spec1.archgen:1:9: error: module name '/tmp/Evil' contains a path separator",
            "Spec2.archgen:1:9: error: module name 'Evil\\x' contains a path separator",
            "Spec3.archgen:1:9: error: module name 'Evil<U+0000>' contains the invisible character U+0000",
            "Spec4.archgen:1:9: error: module name 'Sign\u{410}In' mixes Latin and Cyrillic letters: '\u{410}' (U+0410 CYRILLIC CAPITAL LETTER A)",
            "Spec5.archgen:1:9: error: module name '\u{FF33}ignIn' contains '\u{FF33}' (U+FF33 FULLWIDTH LATIN CAPITAL LETTER S), a compatibility form of a letter",
            "Spec6.archgen:1:9: error: module name 'Sign<U+202E>In' contains the invisible character U+202E RIGHT-TO-LEFT OVERRIDE",
        ])
        XCTAssertEqual(try files(), (0..<names.count).map { "Spec\($0).archgen" })
        XCTAssertFalse(FileManager.default.fileExists(atPath: scratch.url.deletingLastPathComponent().appendingPathComponent("Evil").path))
    }

    func testNewRefusesLookalikeModuleNames() throws {
        for (name, message) in [
            ("Sign\u{410}In", "'Sign\u{410}In' is not a valid module name: it mixes Latin and Cyrillic letters: '\u{410}' (U+0410 CYRILLIC CAPITAL LETTER A)"),
            ("Sign\u{200D}In", "'Sign<U+200D>In' is not a valid module name: it contains the invisible character U+200D ZERO WIDTH JOINER"),
        ] {
            let result = try run("new", name)
            XCTAssertEqual(result.status, 2, name)
            XCTAssertTrue(result.standardError.hasPrefix("error: \(message)\n"), result.standardError)
        }
        XCTAssertEqual(try files(), [])
    }

    /// The same spec with CRLF, with a BOM, and with mixed and lone-CR line
    /// endings gives byte-identical modules.
    func testLineEndingsAndABOMChangeNothingInTheOutput() throws {
        let spec = try String(contentsOf: Fixtures.specsDirectory.appendingPathComponent("SignIn.archgen"), encoding: .utf8)
        let lines = spec.components(separatedBy: "\n")
        let variants: [String: [UInt8]] = [
            "lf": Array(spec.utf8),
            "crlf": Array(spec.replacingOccurrences(of: "\n", with: "\r\n").utf8),
            "bom": [0xEF, 0xBB, 0xBF] + Array(spec.utf8),
            "mixed": [0xEF, 0xBB, 0xBF] + Array(lines.enumerated().map { $0.element + ["\n", "\r\n", "\r"][$0.offset % 3] }
                .joined().dropLast().utf8),
        ]
        for (folder, bytes) in variants {
            try scratch.write("\(folder)/SignIn.archgen", bytes: bytes)
            let result = try run("generate", "\(folder)/SignIn.archgen")
            XCTAssertEqual(result.status, 0, folder + ": " + result.standardError)
        }
        let snapshot = try scratch.snapshot().filter { !$0.key.hasSuffix(".archgen") }
        let modules = Dictionary(grouping: snapshot) { String($0.key.prefix { $0 != "/" }) }
            .mapValues { Dictionary(uniqueKeysWithValues: $0.map { (String($0.key.drop { $0 != "/" }), $0.value) }) }
        XCTAssertEqual(modules["lf"]?.count, 10)
        for folder in ["crlf", "bom", "mixed"] {
            XCTAssertTrue(modules[folder] == modules["lf"], "\(folder) differs from the LF spec's module")
        }
    }

    func testInvalidUTF8IsALocatedErrorAndWritesNothing() throws {
        try scratch.write("SignIn.archgen", bytes: Array("module: SignIn\nevents:\n  - tap(".utf8) + [0xFF] + Array(")\n".utf8))
        let result = try run("generate", "SignIn.archgen")
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.standardError, """
            SignIn.archgen:3:9: error: the file is not valid UTF-8 (byte 0xFF)
              - tap(\u{FFFD})
                    ^
            hint: save the spec as UTF-8

            """)
        XCTAssertEqual(try files(), ["SignIn.archgen"])
    }

    func testDeepNestingIsALocatedErrorAndWritesNothing() throws {
        try scratch.write("Deep.archgen", "module: Deep\nevents:\n" + String(repeating: "- ", count: 10_000) + "x\n")
        let result = try run("generate", "Deep.archgen")
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.standardError.hasPrefix("Deep.archgen:3:"), String(result.standardError.prefix(200)))
        XCTAssertEqual(try files(), ["Deep.archgen"])
    }

    /// A folder and a missing file are reported together, and the valid spec beside them is not generated.
    func testSpecPathsThatAreNotSpecFiles() throws {
        try scratch.write("Folder.archgen/Home.archgen", "module: Home\n")
        try scratch.write("Valid.archgen", "module: Valid\n")
        let result = try run("generate", "Folder.archgen", "Missing.archgen", "Valid.archgen")
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.standardError, """
            Folder.archgen: error: is a folder, not a spec file
            Missing.archgen: error: no such file

            """)
        XCTAssertEqual(try files(), ["Folder.archgen/Home.archgen", "Valid.archgen"])
    }

    /// A link to itself or to a missing file is named as a link, not as no file at all.
    func testALinkToNoFileIsNamedSo() throws {
        for (link, target) in [("Loop.archgen", "Loop.archgen"), ("Dangling.archgen", "Gone.archgen")] {
            try FileManager.default.createSymbolicLink(atPath: scratch.url.appendingPathComponent(link).path, withDestinationPath: target)
        }
        let result = try run("lint", "Loop.archgen", "Dangling.archgen")
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.standardError, """
            Loop.archgen: error: is a symbolic link to no file
            Dangling.archgen: error: is a symbolic link to no file

            """)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: scratch.url.path).sorted(), ["Dangling.archgen", "Loop.archgen"])
    }

    /// An archgen.yml that is a link to no file is an error, not a project of the defaults writing elsewhere.
    func testAnArchgenYmlLinkToNoFileIsAnError() throws {
        try scratch.write("Home.archgen", "module: Home\n")
        try FileManager.default.createSymbolicLink(
            atPath: scratch.url.appendingPathComponent("archgen.yml").path, withDestinationPath: "../shared/archgen.yml")
        let result = try run("generate")
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.standardError, "archgen.yml: error: is a symbolic link to no file\n")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: scratch.url.path).sorted(), ["Home.archgen", "archgen.yml"])
    }

    #if os(Linux)
    /// /proc/self/mem exists but cannot be read from its start, even by root.
    func testASpecThatCannotBeRead() throws {
        let result = try run("generate", "/proc/self/mem")
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.standardError, "/proc/self/mem: error: cannot be read\n")
        XCTAssertEqual(try files(), [])
    }
    #endif

    func testASpecWithoutReadPermission() throws {
        try XCTSkipIf(geteuid() == 0, "running as root: permissions do not apply")
        let path = try scratch.write("Locked.archgen", "module: Locked\n")
        XCTAssertEqual(chmod(path, 0), 0)
        let result = try run("generate", "Locked.archgen")
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.standardError, "Locked.archgen: error: cannot be read\n")
        XCTAssertEqual(try files(), ["Locked.archgen"])
    }

    func testAReadOnlyOutputFolderIsAnEnvironmentError() throws {
        try XCTSkipIf(geteuid() == 0, "running as root: permissions do not apply")
        try scratch.write("Home.archgen", "module: Home\n")
        let folder = scratch.url.appendingPathComponent("Out")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        XCTAssertEqual(chmod(folder.path, 0o555), 0)
        defer { chmod(folder.path, 0o755) }
        let result = try run("generate", "Home.archgen", "--output", "Out/Home", "--tests-output", "Out/HomeTests")
        XCTAssertEqual(result.status, 3)
        XCTAssertTrue(result.standardError.hasPrefix("Out/Home/HomeContract.swift: error: the folder 'Out' is not writable\n"),
                      result.standardError)
        XCTAssertEqual(try files(), ["Home.archgen"])
    }

    /// A FIFO where a file goes would block a reader forever: it is an error at once.
    func testAFIFOInTheWayIsAnEnvironmentError() throws {
        try scratch.write("Home.archgen", "module: Home\n")
        try FileManager.default.createDirectory(at: scratch.url.appendingPathComponent("Home"), withIntermediateDirectories: false)
        XCTAssertEqual(mkfifo(scratch.url.appendingPathComponent("Home/HomeContract.swift").path, 0o644), 0)
        let result = try run("generate")
        XCTAssertEqual(result.status, 3)
        XCTAssertEqual(result.standardError, "Home/HomeContract.swift: error: the existing file cannot be read (not a regular file)\n")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: scratch.url.appendingPathComponent("Home").path),
                       ["HomeContract.swift"])
    }

    /// A file-size limit (`ulimit -f`) is met like a full disk: the write fails,
    /// the run says so (exit 3) and writes nothing, rather than being killed
    /// by SIGXFSZ with its staging folders left behind.
    func testAWritePastTheFileSizeLimitIsAnErrorAndWritesNothing() throws {
        try scratch.write("Home.archgen", "module: Home\n")
        let result = try BinaryRunner.run(
            URL(fileURLWithPath: "/bin/sh"), ["-c", "ulimit -f 1 && exec \"$0\" generate", BinaryRunner.executable.path], in: scratch.url)
        XCTAssertEqual(result.status, 3, result.standardError)
        let errors = result.standardError.split(separator: "\n")
        XCTAssertFalse(errors.isEmpty)
        for error in errors {
            XCTAssertTrue(error.hasSuffix(": error: cannot write the file (writing it in its new folder: File too large)"), String(error))
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: scratch.url.path), ["Home.archgen"])
    }

    /// Two specs of one module, in one folder (the same files) or in two (two modules of one name).
    func testTwoSpecsOfOneModuleAreInvalidInput() throws {
        try scratch.write("A.archgen", "module: Same\n")
        try scratch.write("B.archgen", "module: Same\n")
        try scratch.write("Sub/C.archgen", "module: SameTests\n")
        let result = try run("generate")
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.standardError, """
            B.archgen: error: module 'Same' clashes with the module of A.archgen
            hint: each module of a project needs its own name (and none may be another's name + Tests)
            Sub/C.archgen: error: module 'SameTests' clashes with the module of A.archgen
            hint: each module of a project needs its own name (and none may be another's name + Tests)

            """)
        XCTAssertEqual(try files(), ["A.archgen", "B.archgen", "Sub/C.archgen"])
    }
}
