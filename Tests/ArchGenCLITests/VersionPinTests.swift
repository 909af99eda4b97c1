import ArchGenCLI
import Foundation
import TestSupport
import XCTest

/// The README tells users to pin a release: every version it names (git
/// `--branch`, pre-commit `rev:`, Mint's `@`, SwiftPM's `exact:`, the
/// version `archgen --version` prints) is the one `archgen --version` prints.
/// Raising `CLI.version` fails this until the README follows; `scripts/release`
/// then tags `v<version>`.
final class VersionPinTests: XCTestCase {
    private static let pins: [(what: String, pattern: String)] = [
        ("git clone --branch", #"--branch v([0-9][^\s"]*)"#),
        ("pre-commit rev", #"rev: v([0-9][^\s"]*)"#),
        ("Mint", #"mint install archgen/archgen@v([0-9][^\s`"]*)"#),
        ("SwiftPM", #"\.package\(url: "https://github\.com/archgen/archgen", exact: "([^"]+)"\)"#),
        ("--version", #"`archgen --version` prints `([^`]+)`"#),
    ]

    func testEveryVersionTheReadmePinsIsArchgensVersion() throws {
        let readme = try String(contentsOf: Fixtures.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let range = NSRange(readme.startIndex..., in: readme)
        for pin in Self.pins {
            let matches = try NSRegularExpression(pattern: pin.pattern).matches(in: readme, range: range)
            XCTAssertFalse(matches.isEmpty, "the README names no version for \(pin.what)")
            for match in matches {
                let version = String(readme[Range(match.range(at: 1), in: readme)!])
                XCTAssertEqual(version, CLI.version, "the README pins \(pin.what) to \(version); archgen is \(CLI.version)")
            }
        }
    }

    func testTheVersionIsSemantic() {
        XCTAssertNotNil(CLI.version.wholeMatch(of: /[0-9]+\.[0-9]+\.[0-9]+/), CLI.version)
    }
}
