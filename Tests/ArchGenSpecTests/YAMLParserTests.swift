import ArchGenSource
import ArchGenSpec
import XCTest

/// The YAML subset: structure, scalars, flow collections, documents.
final class YAMLParserTests: XCTestCase {
    private func assertTree(_ text: String, _ expected: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(YAMLTestSupport.diagnostic(text), "parsed: " + expected, file: file, line: line)
    }

    func testEmptyDocuments() {
        assertTree("", "nil")
        assertTree("\n\n", "nil")
        assertTree("# only a comment\n   # another\n", "nil")
        assertTree("---\n", "nil")
        assertTree("---\n...\n", "nil")
    }

    func testBlockMappingsAndSequences() {
        assertTree(
            """
            module: SignIn
            style: viper
            nested:
              a: 1
              b:
                - x
                - y
            list:
            - same indentation as the key
            - second
            last: value
            """,
            #"{module: "SignIn", style: "viper", nested: {a: "1", b: ["x", "y"]}, list: ["same indentation as the key", "second"], last: "value"}"#)
    }

    func testCompactNestedCollections() {
        assertTree("- - a\n  - b\n- - c\n", #"[["a", "b"], ["c"]]"#)
        assertTree("- key: v\n  other: w\n- k2: x\n", #"[{key: "v", other: "w"}, {k2: "x"}]"#)
    }

    func testNulls() {
        assertTree("a:\nb: ~\nc: null\nd: Null\ne: NULL\nf: nil\ng: 'null'\n", #"{a: ~, b: ~, c: ~, d: ~, e: ~, f: "nil", g: 'null'}"#)
        assertTree("-\n- # comment\n- ~\n", "[~, ~, ~]")
    }

    func testPlainScalars() {
        assertTree("a: b:c\nd: e #comment\nf: g#h\nkey with spaces : v\n", #"{a: "b:c", d: "e", f: "g#h", key with spaces: "v"}"#)
        assertTree("a: first\n  second\n\n  third\nb: x\n", #"{a: "first second\nthird", b: "x"}"#)
        assertTree("- -1\n- :x\n- ?y\n", #"["-1", ":x", "?y"]"#)
    }

    func testQuotedScalars() {
        assertTree(#"a: 'it''s # not a comment'"#, #"{a: 'it\'s # not a comment'}"#)
        assertTree(#"a: "tab\t quote\" backslash\\ newline\n \u00e9 \x41 \U0001F600""#, #"{a: d"tab\t quote\" backslash\\ newline\n é A 😀"}"#)
        assertTree("a: \"one\n  two\n\n  three \\\n  four\"\n", #"{a: d"one two\nthree four"}"#)
        assertTree("'quoted key': 1\n\"other\": 2\n", #"{quoted key: "1", other: "2"}"#)
    }

    func testBlockScalars() {
        assertTree("a: |\n  line 1\n   line 2\n\nb: x\n", #"{a: |"line 1\n line 2\n", b: "x"}"#)
        assertTree("a: >\n  folded\n  text\n\n  para\n", #"{a: >"folded text\npara\n"}"#)
        assertTree("a: |-\n  strip\n\n", #"{a: |"strip"}"#)
        assertTree("a: |+\n  keep\n\n", #"{a: |"keep\n\n"}"#)
        assertTree("a: |2\n   indented\n", #"{a: |" indented\n"}"#)
        assertTree("- >-\n  x\n  y\n- z\n", #"[>"x y", "z"]"#)
        assertTree("a: | # comment\n  # not a comment\n", ##"{a: |"# not a comment\n"}"##)
    }

    func testFlowCollections() {
        assertTree("a: [b, 'c', \"d\", [e, {f: g}], ~]\n", #"{a: ["b", 'c', d"d", ["e", {f: "g"}], ~]}"#)
        assertTree("a: {b: 1, c, d: , \"e\":f}\n", #"{a: {b: "1", c: ~, d: ~, e: "f"}}"#)
        assertTree("a: [\n  one,  # comment\n  two,\n ]\n", #"{a: ["one", "two"]}"#)
        assertTree("[a: b, c]", #"[{a: "b"}, "c"]"#)
        assertTree("{}", "{}")
        assertTree("- []\n- {}\n", "[[], {}]")
    }

    func testDocumentMarkers() {
        assertTree("---\na: 1\n...\n# done\n", #"{a: "1"}"#)
        assertTree("--- text\n", #""text""#)
        assertTree("--- |\n  text\n", #"|"text\n""#)
    }

    func testCRLFAndBOM() throws {
        let crlf = try SourceText(path: "crlf", bytes: Array("a: 1\r\nb:\r\n  - x\r\n".utf8))
        XCTAssertEqual(YAMLTestSupport.dump(try YAMLParser.parse(crlf)), #"{a: "1", b: ["x"]}"#)
        let bom = try SourceText(path: "bom", bytes: [0xEF, 0xBB, 0xBF] + Array("a: 1\nb: 2\n".utf8))
        let node = try YAMLParser.parse(bom)
        XCTAssertEqual(YAMLTestSupport.dump(node), #"{a: "1", b: "2"}"#)
        guard case .mapping(let pairs)? = node?.value else { return XCTFail("not a mapping") }
        XCTAssertEqual(pairs.first?.keyLocation, SourceLocation(line: 1, column: 1))
        XCTAssertEqual(pairs.last?.value.location, SourceLocation(line: 2, column: 4))
    }

    func testLocations() throws {
        let node = try YAMLTestSupport.parse("# c\nlist:\n  - one\n  - two: 2\n")
        guard case .mapping(let pairs)? = node?.value, case .sequence(let items) = pairs[0].value.value else {
            return XCTFail("unexpected tree")
        }
        XCTAssertEqual(node?.location, SourceLocation(line: 2, column: 1))
        XCTAssertEqual(pairs[0].keyLocation, SourceLocation(line: 2, column: 1))
        XCTAssertEqual(pairs[0].value.location, SourceLocation(line: 3, column: 3))
        XCTAssertEqual(items[0].location, SourceLocation(line: 3, column: 5))
        guard case .mapping(let inner) = items[1].value else { return XCTFail("unexpected tree") }
        XCTAssertEqual(inner[0].keyLocation, SourceLocation(line: 4, column: 5))
        XCTAssertEqual(inner[0].value.location, SourceLocation(line: 4, column: 10))
    }
}
