import ArchGenSource
import ArchGenSpec
import XCTest

/// The Swift-fragment extension of spec-format.md.
final class YAMLFragmentTests: XCTestCase {
    private func assertTree(_ text: String, _ expected: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(YAMLTestSupport.diagnostic(text), "parsed: " + expected, file: file, line: line)
    }

    func testAnUnbalancedFragmentKeepsTheTreeAndIsReportedOnceParsingIsDone() throws {
        let source = SourceText(path: "Spec.archgen", text: "view:\n  - display(items: [Item)\n  - close(\nroutes: []\n")
        let (root, errors) = try YAMLParser.parseRecovering(source)
        XCTAssertEqual(errors.map(\.message), ["unbalanced '[' in Swift fragment", "unbalanced '(' in Swift fragment"])
        XCTAssertEqual(errors.map(\.location), [SourceLocation(line: 2, column: 20), SourceLocation(line: 3, column: 10)])
        guard case .mapping(let pairs)? = root?.value else { return XCTFail("not a mapping") }
        XCTAssertEqual(pairs.map(\.key), ["view", "routes"])
        XCTAssertEqual(pairs.first?.value, YAMLNode(.sequence([
            YAMLNode(.scalar("display(items: [Item)", .fragment), at: SourceLocation(line: 2, column: 5)),
            YAMLNode(.scalar("close(", .fragment), at: SourceLocation(line: 3, column: 5)),
        ]), at: SourceLocation(line: 2, column: 3)))
        XCTAssertThrowsError(try YAMLParser.parse(source)) { error in
            XCTAssertEqual((error as? YAMLError)?.location, SourceLocation(line: 2, column: 20))
        }
    }

    func testMethodWithLabelIsOneString() {
        assertTree("- showAlert(for error: Error)\n", #"[f"showAlert(for error: Error)"]"#)
    }

    func testClosureParameterAndTrailingComment() {
        assertTree(
            "- fetchMovies(completion: @escaping (Result<[Movie], Error>) -> Void) # comment\n",
            #"[f"fetchMovies(completion: @escaping (Result<[Movie], Error>) -> Void)"]"#)
    }

    func testKeywordFragments() {
        assertTree(
            """
            members:
              - var x: Int { get set }
              - let y: [String: Int]
              - static func make() -> Self
              - init(value: Int)
              - final class A {}
              - typealias Handler = (Int) -> Void
              - enum E: Error { case a, b }
              - protocol P: AnyObject { func f() }
            """,
            #"{members: [f"var x: Int { get set }", f"let y: [String: Int]", f"static func make() -> Self", f"init(value: Int)", f"final class A {}", f"typealias Handler = (Int) -> Void", f"enum E: Error { case a, b }", f"protocol P: AnyObject { func f() }"]}"#)
    }

    /// A failable initializer and the modifiers a member or entity may start with
    /// (`nonisolated`, `mutating`, `indirect`) start a fragment too, not a mapping.
    func testFailableInitializersAndModifiersStartFragments() {
        assertTree(
            """
            members:
              - init?(name: String)
              - init!(id: Int)
              - nonisolated func trace(_ message: String)
              - mutating func bump(by step: Int)
              - indirect enum Tree { case leaf, node(Tree) }
            """,
            #"{members: [f"init?(name: String)", f"init!(id: Int)", f"nonisolated func trace(_ message: String)", f"mutating func bump(by step: Int)", f"indirect enum Tree { case leaf, node(Tree) }"]}"#)
    }

    func testAttributesAndGenerics() {
        assertTree(
            "- @MainActor func reload()\n- @available(iOS 13, *) func f()\n- load<T: Decodable>(_ type: T.Type) async throws -> T\n",
            #"[f"@MainActor func reload()", f"@available(iOS 13, *) func f()", f"load<T: Decodable>(_ type: T.Type) async throws -> T"]"#)
    }

    func testStringsInsideFragments() {
        assertTree(
            #"- log(_ message: String = "a: b, [c] {d} # e") # real comment"#,
            #"[f"log(_ message: String = \"a: b, [c] {d} # e\")"]"#)
        assertTree(#"- f(s: "escaped \" quote (")"#, #"[f"f(s: \"escaped \\\" quote (\")"]"#)
    }

    func testFragmentValuesAndRoot() {
        assertTree(
            "input: (item: Item)\nrequest: ()\nview:\n  display(title: String)\n",
            #"{input: f"(item: Item)", request: f"()", view: f"display(title: String)"}"#)
        assertTree("signIn(username: String): x\n", #"f"signIn(username: String): x""#)
        assertTree("--- f(a: 1)\n", #"f"f(a: 1)""#)
    }

    /// A name in backticks (a keyword as a name, as the parser's hint
    /// suggests) starts a fragment; so does a name with letters Swift does
    /// not take, which the declaration parser then rejects at the name.
    func testEscapedAndNonASCIINamesStartFragments() {
        assertTree(
            "- `default`(x: Int)\n- `class`<T>(x: T)\n- naïve(x: Int)\n- ok🎉(x: Int)\n- 🎉(x: Int)\n",
            #"[f"`default`(x: Int)", f"`class`<T>(x: T)", f"naïve(x: Int)", f"ok🎉(x: Int)", f"🎉(x: Int)"]"#)
        // Not a name directly followed by '(' or '<': YAML, as before.
        assertTree("- ünï (x)\n", #"["ünï (x)"]"#)
        XCTAssertEqual(YAMLTestSupport.diagnostic("- `default` x\n"), """
            Spec.archgen:1:3: error: a plain value cannot start with '`'
            - `default` x
              ^
            hint: quote the value
            """)
    }

    /// A comment that cuts a declaration (`#line` after a space) is named as the cause of the open bracket.
    func testABracketLeftOpenByACommentSaysSo() {
        XCTAssertEqual(YAMLTestSupport.diagnostic("- log(line: Int = #line)\n"), """
            Spec.archgen:1:6: error: unbalanced '(' in Swift fragment
            - log(line: Int = #line)
                 ^
            hint: the ' #' at column 19 starts a comment, which ends the fragment there; to keep a '#' (#line, #file), write the fragment in quotes
            """)
        assertTree("- \"log(line: Int = #line)\"\n", #"[d"log(line: Int = #line)"]"#)
    }

    func testWhatIsNotAFragment() {
        // Not followed by a space or bracket, a key position after the first, quoted, or in flow.
        assertTree("- var: x\n- variable x\n- 'f(a: b)'\n- [f(a), g]\n", #"[{var: "x"}, "variable x", 'f(a: b)', ["f(a)", "g"]]"#)
        assertTree("a: 1\nf(x): 2\n", #"{a: "1", f(x): "2"}"#)
        assertTree("- Foo.bar(x)\n", #"["Foo.bar(x)"]"#)
    }

    func testFragmentLocation() throws {
        let node = try YAMLTestSupport.parse("routes:\n  - goBack()  # back\n")
        guard case .mapping(let pairs)? = node?.value, case .sequence(let items) = pairs[0].value.value else {
            return XCTFail("unexpected tree")
        }
        XCTAssertEqual(items[0], YAMLNode(.scalar("goBack()", .fragment), at: SourceLocation(line: 2, column: 5)))
    }
}
