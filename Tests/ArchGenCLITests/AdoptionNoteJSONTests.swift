@testable import ArchGenCLI
import ArchGenSource
import XCTest

/// `adopt --format json` gives each note as `location`, `message` and
/// `hint`, its location as the text output heads it: `path:line:column`, or
/// the path alone for a file or folder as a whole.
final class AdoptionNoteJSONTests: XCTestCase {
    func testANotesLocationIsItsPathLineAndColumnOrItsPath() {
        let located = Diagnostic(severity: .note, message: "m", path: "App/Login/LoginInteractor.swift",
                                 location: SourceLocation(line: 5, column: 5), sourceLine: "    unowned var presenter: P!")
        XCTAssertEqual(AdoptionReport.header(of: located), "App/Login/LoginInteractor.swift:5:5")
        XCTAssertEqual(AdoptionReport.header(of: Diagnostic(severity: .note, message: "m", path: "App/Login")), "App/Login")
    }
}
