import ArchGenSource
import XCTest

/// Decoding a source file's text: line endings, a byte order mark, non-ASCII
/// scalars, and the lines the parsers and diagnostics read.
final class SourceTextTests: XCTestCase {
    private func lines(_ text: String) -> [String] {
        SourceText(path: "t", text: text).lines
    }

    func testLinesWithoutTheirBreaks() {
        XCTAssertEqual(lines(""), [""])
        XCTAssertEqual(lines("a"), ["a"])
        XCTAssertEqual(lines("a\n"), ["a", ""])
        XCTAssertEqual(lines("a\n\nb"), ["a", "", "b"])
    }

    func testLineEndingsAreNormalisedToLF() {
        let source = SourceText(path: "t", text: "a\r\nb\rc\n\r\nd")
        XCTAssertEqual(String(String.UnicodeScalarView(source.scalars)), "a\nb\nc\n\nd")
        XCTAssertEqual(source.lines, ["a", "b", "c", "", "d"])
        XCTAssertEqual(source.lineCount, 5)
    }

    func testALeadingByteOrderMarkIsDropped() {
        XCTAssertEqual(lines("\u{FEFF}module: A\r\n"), ["module: A", ""])
        // Only a leading one: elsewhere it is text (and the YAML parser reports it).
        XCTAssertEqual(SourceText(path: "t", text: "a\u{FEFF}").scalars, ["a", "\u{FEFF}"])
    }

    func testScalarsOfEveryUTF8Length() {
        let source = SourceText(path: "t", text: "aé€😀\nß")
        XCTAssertEqual(source.scalars, ["a", "é", "€", "😀", "\n", "ß"])
        XCTAssertEqual(Array(source.scalars(ofLineAt: 0)), ["a", "é", "€", "😀"])
        XCTAssertEqual(source.scalarLines, [["a", "é", "€", "😀"], ["ß"]])
    }

    func testLineByNumber() {
        let source = SourceText(path: "t", text: "one\ntwo")
        XCTAssertEqual(source.line(1), "one")
        XCTAssertEqual(source.line(2), "two")
        XCTAssertNil(source.line(0))
        XCTAssertNil(source.line(3))
    }

    func testInvalidUTF8IsLocatedAfterTheValidText() {
        XCTAssertThrowsError(try SourceText(path: "t", bytes: Array("ab\r\ncé".utf8) + [0xFF])) { error in
            let error = error as! SourceError
            XCTAssertEqual(error.message, "the file is not valid UTF-8 (byte 0xFF)")
            XCTAssertEqual(error.location, SourceLocation(line: 2, column: 3))
        }
    }
}
