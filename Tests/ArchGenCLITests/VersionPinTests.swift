import ArchGenCLI
import ArchGenKit
import Foundation
import TestSupport
import XCTest

/// What users copy from the README and the reference must work against the
/// repository as published: archgen is published from its `main` branch,
/// and a tag made on a developer's machine never reaches users. So every pin
/// (git `--branch`, pre-commit `rev:`, Mint's `@`, SwiftPM's requirement)
/// names `main` or a placeholder for a commit, never a tag; and the version
/// the README says `archgen --version` prints is archgen's.
final class VersionPinTests: XCTestCase {
    private static let pins: [(what: String, pattern: String)] = [
        ("git clone --branch", #"git clone [^\n]*--branch ([^\s"]+)"#),
        ("pre-commit rev", #"\brev: ([^\s"]+)"#),
        ("Mint", #"mint install archgen/archgen@([^\s`"]+)"#),
        ("SwiftPM", #"\.package\(url: "https://github\.com/archgen/archgen", (?:exact|from|branch|revision): "([^"]+)"\)"#),
    ]

    /// A pin is `main`, or a commit placeholder the reader fills in.
    private static func isPublished(_ pin: String) -> Bool {
        pin == "main" || pin == "<sha>"
    }

    private static func documents() throws -> [(name: String, text: String)] {
        let docs = Fixtures.packageRoot.appendingPathComponent("Docs")
        let names = try FileManager.default.contentsOfDirectory(atPath: docs.path).filter { $0.hasSuffix(".md") }.sorted()
        return try (["README.md"] + names.map { "Docs/" + $0 }).map { name in
            (name, try String(contentsOf: Fixtures.packageRoot.appendingPathComponent(name), encoding: .utf8))
        }
    }

    func testEveryPinNamesWhatIsPublished() throws {
        var found: Set<String> = []
        for document in try Self.documents() {
            let range = NSRange(document.text.startIndex..., in: document.text)
            for pin in Self.pins {
                for match in try NSRegularExpression(pattern: pin.pattern).matches(in: document.text, range: range) {
                    let value = String(document.text[Range(match.range(at: 1), in: document.text)!])
                    found.insert(pin.what)
                    XCTAssertTrue(Self.isPublished(value), "\(document.name) pins \(pin.what) to '\(value)', which is not published")
                }
            }
        }
        XCTAssertEqual(found, ["pre-commit rev", "Mint", "SwiftPM"], "the pins the README and Docs show")
    }

    func testTheReadmeSaysWhichVersionArchgenPrints() throws {
        let readme = try String(contentsOf: Fixtures.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        XCTAssertTrue(readme.contains("`archgen --version` prints `\(CLI.version)`"), "the README names another version")
    }

    func testTheFrameworksHintPinsMain() {
        XCTAssertTrue(PreCommitHook.frameworkConfiguration.contains("rev: main\n"), PreCommitHook.frameworkConfiguration)
    }

    func testTheVersionIsSemantic() {
        XCTAssertNotNil(CLI.version.wholeMatch(of: /[0-9]+\.[0-9]+\.[0-9]+/), CLI.version)
    }
}
