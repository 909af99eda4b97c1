import ArchGenSource
import ArchGenSpec
@testable import ArchGenXcode
import XCTest

/// The ASCII property list parser, on inline inputs: every kind of value,
/// escapes, comments, offsets, and each error verbatim with its location.
final class PlistParserTests: XCTestCase {
    private func parse(_ text: String) throws -> PlistNode {
        try PlistParser.parse(Array(text.utf8)).root
    }

    private func assertError(
        _ text: String, _ message: String, at line: Int, _ column: Int, hint: String? = nil,
        file: StaticString = #filePath, sourceLine: UInt = #line
    ) {
        do {
            _ = try PlistParser.parse(Array(text.utf8))
            XCTFail("no error", file: file, line: sourceLine)
        } catch {
            XCTAssertEqual(error.message, message, file: file, line: sourceLine)
            XCTAssertEqual(error.location, SourceLocation(line: line, column: column), file: file, line: sourceLine)
            if let hint { XCTAssertEqual(error.hint, hint, file: file, line: sourceLine) }
        }
    }

    func testReadsEveryKindOfValue() throws {
        let root = try parse("""
            // !$*UTF8*$!
            {
            \tname = App;
            \tpath = "Preview Content";
            \tsingle = 'it\\'s';
            \tlist = (a, "b c", (nested), {k = v;}, );
            \tempty = ();
            \tdata = <0fbd 77>;
            \t"quoted key" = "";
            }

            """)
        XCTAssertEqual(root["name"]?.string, "App")
        XCTAssertEqual(root["path"]?.string, "Preview Content")
        XCTAssertEqual(root["list"]?.items?.count, 4)
        XCTAssertEqual(root["list"]?.items?[1].string, "b c")
        XCTAssertEqual(root["list"]?.items?[2].items?.first?.string, "nested")
        XCTAssertEqual(root["list"]?.items?[3]["k"]?.string, "v")
        XCTAssertEqual(root["empty"]?.items?.count, 0)
        if case .data(let bytes)? = root["data"]?.value {
            XCTAssertEqual(bytes, [0x0F, 0xBD, 0x77])
        } else {
            XCTFail("no data")
        }
        XCTAssertEqual(root["quoted key"]?.string, "")
        XCTAssertEqual(root["single"]?.string, "it's")
    }

    func testUnquotedStringsTakeLettersDigitsAndPathCharacters() throws {
        let root = try parse("{ a = $SRC_ROOT/a-b:c.d9; }")
        XCTAssertEqual(root["a"]?.string, "$SRC_ROOT/a-b:c.d9")
    }

    func testEscapesInQuotedStrings() throws {
        let root = try parse(#"{ a = "tab\there \"q\" back\\slash\nline \U00e9 \101 \U00"; b = "\ud83d\ude00"; }"#
            .replacingOccurrences(of: #"\ud83d\ude00"#, with: #"\Ud83d\Ude00"#))
        XCTAssertEqual(root["a"]?.string, "tab\there \"q\" back\\slash\nline é A \0")
        XCTAssertEqual(root["b"]?.string, "😀")
    }

    func testUTF8TextIsKept() throws {
        XCTAssertEqual(try parse("{ name = \"Ünïcödé ✓\"; }")["name"]?.string, "Ünïcödé ✓")
    }

    func testKeepsBlockCommentsWithTheirOffsets() throws {
        let text = "{\n/* Begin PBXGroup section */\n  a = b; // line comment\n/* End PBXGroup section */\n}"
        let (_, comments) = try PlistParser.parse(Array(text.utf8))
        XCTAssertEqual(comments.map(\.text), ["Begin PBXGroup section", "End PBXGroup section"])
        XCTAssertEqual(comments.first?.start, 2)
        XCTAssertEqual(comments.first?.end, 2 + "/* Begin PBXGroup section */".utf8.count)
    }

    func testNodesKnowTheirByteOffsets() throws {
        let text = "{ key = (x, \"y\"); }"
        let root = try parse(text)
        let entry = try XCTUnwrap(root.entries?.first)
        XCTAssertEqual(entry.keyStart, 2)
        XCTAssertEqual(entry.value.start, 8)
        XCTAssertEqual(entry.value.end, 16)
        XCTAssertEqual(entry.end, 17)
        XCTAssertEqual(entry.value.items?[1].start, 12)
        XCTAssertEqual(root.start, 0)
        XCTAssertEqual(root.end, text.utf8.count)
    }

    func testAByteOrderMarkIsSkipped() throws {
        XCTAssertEqual(try PlistParser.parse([0xEF, 0xBB, 0xBF] + Array("{a=b;}".utf8)).root["a"]?.string, "b")
    }

    // MARK: Errors

    func testAMissingSemicolonIsLocated() {
        assertError("{\n\tisa = PBXGroup\n\tpath = A;\n}", "expected ';' after the value of 'isa', found 'p'", at: 2, 16)
    }

    func testAMissingEqualsSignIsLocated() {
        assertError("{\n\tisa PBXGroup;\n}", "expected '=' after the key 'isa', found 'P'", at: 2, 5)
    }

    func testAnUnclosedStringIsLocatedAtItsQuote() {
        assertError("{\n\tname = \"App;\n}\n", "the string is not closed", at: 2, 9, hint: "add the closing \"")
    }

    func testAnUnclosedCommentIsLocatedAtItsStart() {
        assertError("{ a = b; /* note\n}", "the comment is not closed", at: 1, 10, hint: "add '*/'")
    }

    func testAFileThatEndsInsideADictionarySaysWhereItOpened() {
        assertError("{\n\ta = {\n\t\tb = c;\n", "the file ends inside the dictionary opened at line 2", at: 4, 1, hint: "a '}' is missing")
    }

    func testAListItemWithoutACommaIsLocated() {
        assertError("{ a = (x y); }", "expected ',' or ')' after an item of the list, found 'y'", at: 1, 9)
    }

    func testAMergeConflictMarkerIsNamed() {
        assertError(
            "{\n<<<<<<< HEAD\n\ta = b;\n=======\n\ta = c;\n>>>>>>> branch\n}",
            "a merge conflict marker ('<<<<<<<') is in the project file", at: 2, 1,
            hint: "resolve the merge conflict first (keep both sides' lines, without the markers)")
        assertError("{\n\ta = b;\n=======\n}", "a merge conflict marker ('=======') is in the project file", at: 3, 1)
    }

    /// Xcode reads a project file in XML or binary (written so by other tools) and saves it in its own format.
    func testAnXMLOrBinaryPropertyListIsNamed() {
        let hint = "archgen edits the text Xcode saves ('// !$*UTF8*$!' and '{'): change anything in the project in Xcode, "
            + "which saves it in that format, then run archgen again"
        assertError("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!DOCTYPE plist>\n<plist version=\"1.0\">\n<dict/>\n</plist>\n",
                    "the project file is an XML property list, not in the format Xcode writes", at: 1, 1, hint: hint)
        assertError("\n<plist version=\"1.0\"><dict/></plist>", "the project file is an XML property list, not in the format Xcode writes", at: 1, 1)
        XCTAssertThrowsError(try PlistParser.parse(Array("bplist00".utf8) + [0xD1, 0x01, 0x02])) { error in
            XCTAssertEqual((error as! ProjectFileError).message, "the project file is a binary property list, not in the format Xcode writes")
        }
        assertError("<<<<<<< HEAD\n{}\n=======\n{}\n>>>>>>> b\n", "a merge conflict marker ('<<<<<<<') is in the project file", at: 1, 1)
    }

    func testADuplicateKeyIsAnError() {
        assertError("{\n\ta = b;\n\ta = c;\n}", "the key 'a' appears twice in this dictionary", at: 3, 2,
                    hint: "it is also at line 2; keep one of them")
    }

    func testAnEmptyFileIsAnError() {
        assertError("// !$*UTF8*$!\n", "the file is empty", at: 1, 1)
    }

    func testTextAfterTheEndIsAnError() {
        assertError("{ a = b; }\n}", "unexpected '}' after the end of the property list", at: 2, 1)
    }

    func testAnUnexpectedCharacterIsShownByItsCodeWhenInvisible() {
        assertError("{ a = \u{7};}", "unexpected 'U+7' where a value should be", at: 1, 7)
        assertError("{ a = @x; }", "unexpected '@' where a value should be", at: 1, 7)
    }

    func testInvalidUTF8IsLocated() {
        XCTAssertThrowsError(try PlistParser.parse(Array("{\n\ta = \"".utf8) + [0xC3, 0x28] + Array("\";\n}".utf8))) { error in
            let error = error as! ProjectFileError
            XCTAssertEqual(error.message, "the file is not valid UTF-8 (byte 0xC3)")
            XCTAssertEqual(error.location, SourceLocation(line: 2, column: 7))
            XCTAssertEqual(error.hint, "Xcode writes project files in UTF-8")
        }
    }

    func testDeepNestingIsAnErrorNotACrash() {
        let deep = String(repeating: "(", count: 10_000)
        assertError("{ a = \(deep) }", "dictionaries and lists are nested more than 128 deep", at: 1, 134)
    }

    func testOddHexDigitsInDataAreAnError() {
        assertError("{ a = <0fb>; }", "data has an odd number of hex digits", at: 1, 11)
    }

    func testColumnsCountCharactersNotBytes() {
        assertError("{ \"é\" = x y; }", "expected ';' after the value of 'é', found 'y'", at: 1, 10)
    }
}
