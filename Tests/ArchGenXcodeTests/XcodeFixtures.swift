import ArchGenKit
@testable import ArchGenXcode
import Foundation
import TestSupport
import XCTest

/// The project files of `Tests/Fixtures/Xcode`, written in Xcode's format
/// (`Legacy`: object version 46; `Shop`: 56; `Notes`: 77, synchronized
/// folders), and the expected results of editing them.
enum XcodeFixtures {
    static let directory = Fixtures.directory.appendingPathComponent("Xcode")

    /// Where the tests pretend the fixtures are: `/work/<Name>.xcodeproj`.
    static let root = ProjectPath(absolute: "/work")

    static func bytes(_ name: String) throws -> [UInt8] {
        Array(try Data(contentsOf: directory.appendingPathComponent("\(name).xcodeproj/project.pbxproj")))
    }

    static func project(_ name: String) throws -> ProjectFile {
        try ProjectFile(bytes: bytes(name))
    }

    static func editor(_ name: String) throws -> ProjectEditor {
        ProjectEditor(file: try project(name), projectBundle: root.appending("\(name).xcodeproj"))
    }

    /// The files of a VIPER module `module` below `sources` and `tests` (relative to `/work`).
    static func members(_ module: String, sources: String, tests: String) -> [ProjectMember] {
        let sourceFiles = ["Contract", "Presenter", "Interactor", "Router", "ViewController"].map {
            ProjectMember(path: root.appending("\(sources)/\(module)\($0).swift"), shownPath: "\(sources)/\(module)\($0).swift", role: .sources)
        }
        let testFiles = ["TestDoubles", "PresenterTests", "InteractorTests", "RouterTests"].map {
            ProjectMember(path: root.appending("\(tests)/\(module)\($0).swift"), shownPath: "\(tests)/\(module)\($0).swift", role: .tests)
        }
        return sourceFiles + testFiles
    }

    /// Compares `text` with `Expected/<name>`, or records it with `ARCHGEN_RECORD_GOLDEN=1`.
    static func assertExpected(_ text: String, _ name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let url = directory.appendingPathComponent("Expected/\(name)")
        if ProcessInfo.processInfo.environment["ARCHGEN_RECORD_GOLDEN"] == "1" {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
            return
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            return XCTFail("no \(url.path); record it with ARCHGEN_RECORD_GOLDEN=1", file: file, line: line)
        }
        if expected != text {
            XCTFail("differs from Expected/\(name):\n" + UnifiedDiff.diff(from: expected, to: text, path: name), file: file, line: line)
        }
    }
}
