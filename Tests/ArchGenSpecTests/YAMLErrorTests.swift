import ArchGenSpec
import XCTest

/// Every kind of error, asserted verbatim as the user sees it.
final class YAMLErrorTests: XCTestCase {
    private func assertDiagnostic(_ text: String, _ expected: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(YAMLTestSupport.diagnostic(text), expected, file: file, line: line)
    }

    func testTabInIndentation() {
        assertDiagnostic("view:\n\t- display()\n", """
            Spec.archgen:2:1: error: tab character in indentation
            \t- display()
            ^
            hint: indent with spaces
            """)
    }

    func testInconsistentIndentation() {
        assertDiagnostic("events:\n  - a()\n   - b()\n", """
            Spec.archgen:3:4: error: inconsistent indentation
               - b()
               ^
            hint: indent this line by 2 spaces like the entries before it, or nest it under a key ending with ':'
            """)
        assertDiagnostic("module: A\n  style: vip\n", """
            Spec.archgen:2:3: error: inconsistent indentation
              style: vip
              ^
            hint: indent this line by 0 spaces like the entries before it, or nest it under a key ending with ':'
            """)
        assertDiagnostic("a: [\n  b\n]\n", """
            Spec.archgen:3:1: error: inconsistent indentation
            ]
            ^
            hint: a continued value must be indented by at least 1 space
            """)
    }

    func testUnterminatedQuotes() {
        assertDiagnostic("module: \"SignIn\nstyle: vip\n", """
            Spec.archgen:1:9: error: unterminated double-quoted string
            module: "SignIn
                    ^
            hint: close it with " on this line or a later one
            """)
        assertDiagnostic("- 'abc", """
            Spec.archgen:1:3: error: unterminated single-quoted string
            - 'abc
              ^
            hint: close it with ' on this line or a later one
            """)
    }

    func testUnbalancedFragmentBrackets() {
        assertDiagnostic("view:\n  - display(items: [Item]\n", """
            Spec.archgen:2:12: error: unbalanced '(' in Swift fragment
              - display(items: [Item]
                       ^
            hint: close it on the same line; a fragment is one line
            """)
        assertDiagnostic("- load(x: [Int)]\n", """
            Spec.archgen:1:11: error: unbalanced '[' in Swift fragment
            - load(x: [Int)]
                      ^
            hint: close it on the same line; a fragment is one line
            """)
        assertDiagnostic("- f() }\n", """
            Spec.archgen:1:7: error: unbalanced '}' in Swift fragment
            - f() }
                  ^
            hint: remove it, or open it earlier on the same line
            """)
        assertDiagnostic("- f(a: \"x)\n", """
            Spec.archgen:1:8: error: unterminated string literal in Swift fragment
            - f(a: "x)
                   ^
            hint: close it on the same line; a fragment is one line
            """)
    }

    func testDuplicateKey() {
        assertDiagnostic("module: A\nstyle: vip\nmodule: B\n", """
            Spec.archgen:3:1: error: duplicate key 'module'
            module: B
            ^
            hint: 'module' is first set on line 1
            """)
        assertDiagnostic("a: {b: 1, 'b': 2}", """
            Spec.archgen:1:11: error: duplicate key 'b'
            a: {b: 1, 'b': 2}
                      ^
            hint: 'b' is first set on line 1
            """)
    }

    func testAnchorsAndAliases() {
        assertDiagnostic("a: &x 1\n", """
            Spec.archgen:1:4: error: anchors and aliases are not supported
            a: &x 1
               ^
            hint: remove the anchor and write the value out where it is needed
            """)
        assertDiagnostic("a: 1\nb: *x\n", """
            Spec.archgen:2:4: error: anchors and aliases are not supported
            b: *x
               ^
            hint: write the value out again instead of referring to it
            """)
    }

    func testTag() {
        assertDiagnostic("a: !!str 1\n", """
            Spec.archgen:1:4: error: tags are not supported
            a: !!str 1
               ^
            hint: remove the tag; quote the value if it must stay a string
            """)
    }

    func testMergeKey() {
        assertDiagnostic("a: 1\n<<: {b: 2}\n", """
            Spec.archgen:2:1: error: merge keys ('<<') are not supported
            <<: {b: 2}
            ^
            hint: write the keys out in this mapping
            """)
    }

    func testMultipleDocuments() {
        assertDiagnostic("a: 1\n---\nb: 2\n", """
            Spec.archgen:2:1: error: multiple documents are not supported
            ---
            ^
            hint: a spec is one document; remove this marker and what follows it, or move it to another file
            """)
        assertDiagnostic("a: 1\n...\nb: 2\n", """
            Spec.archgen:3:1: error: multiple documents are not supported
            b: 2
            ^
            hint: a spec is one document; remove this marker and what follows it, or move it to another file
            """)
    }

    func testComplexKey() {
        assertDiagnostic("? a\n: b\n", """
            Spec.archgen:1:1: error: complex keys ('? ') are not supported
            ? a
            ^
            hint: write the key as a plain or quoted string followed by ':'
            """)
    }

    func testDirective() {
        assertDiagnostic("%YAML 1.2\n---\na: 1\n", """
            Spec.archgen:1:1: error: directives are not supported
            %YAML 1.2
            ^
            hint: remove the line starting with '%'
            """)
    }

    func testDepthLimit() {
        let deep = String(repeating: "[", count: 300) + String(repeating: "]", count: 300)
        XCTAssertEqual(YAMLTestSupport.diagnostic(deep).components(separatedBy: "\n").first, "Spec.archgen:1:257: error: nesting is deeper than 256 levels")
        var block = ""
        for level in 0..<300 { block += String(repeating: " ", count: level * 2) + "k:\n" }
        XCTAssertEqual(YAMLTestSupport.diagnostic(block).components(separatedBy: "\n").first, "Spec.archgen:257:513: error: nesting is deeper than 256 levels")
        let dashes = String(repeating: "- ", count: 300) + "x"
        XCTAssertEqual(YAMLTestSupport.diagnostic(dashes).components(separatedBy: "\n").first, "Spec.archgen:1:513: error: nesting is deeper than 256 levels")
        let brackets = String(repeating: "{a: [", count: 300)
        XCTAssertEqual(YAMLTestSupport.diagnostic(brackets).components(separatedBy: "\n").first, "Spec.archgen:1:641: error: nesting is deeper than 256 levels")
    }

    func testOtherMistakes() {
        assertDiagnostic("a: b: c\n", """
            Spec.archgen:1:4: error: a mapping cannot start on the same line as its key
            a: b: c
               ^
            hint: start it on the next line, indented
            """)
        assertDiagnostic("a: - b\n", """
            Spec.archgen:1:4: error: a list cannot start on the same line as its key
            a: - b
               ^
            hint: start it on the next line, indented
            """)
        assertDiagnostic("a: 1\nb\n", """
            Spec.archgen:2:1: error: expected 'key: value', found 'b'
            b
            ^
            hint: add ':' after the key, or indent the line more to continue the value above
            """)
        assertDiagnostic("a: [b, c\n", """
            Spec.archgen:1:4: error: unclosed '['
            a: [b, c
               ^
            hint: close it with ']'
            """)
        assertDiagnostic("a: \"x\" y\n", """
            Spec.archgen:1:8: error: unexpected 'y'
            a: "x" y
                   ^
            hint: quote the value if this is part of it
            """)
        assertDiagnostic("a: \"bad \\q\"\n", """
            Spec.archgen:1:9: error: invalid escape sequence '\\q'
            a: "bad \\q"
                    ^
            hint: write a backslash as '\\\\'
            """)
        assertDiagnostic("a: b\u{0}\n", """
            Spec.archgen:1:5: error: invalid character U+0000
            a: b<U+0000>
                ^
            hint: remove it, or write it as an escape in a double-quoted string
            """)
        assertDiagnostic("a: @x\n", """
            Spec.archgen:1:4: error: a plain value cannot start with '@'
            a: @x
               ^
            hint: quote the value
            """)
    }

    /// Odd inputs: each must give an answer (tree or error), never a crash or a hang.
    func testEdgeInputsDoNotCrash() {
        let inputs = [
            "", " ", "\n", "-", "- ", ":", ": ", "?", "'", "\"", "[", "{", "]", "}", ",", "#", "|", ">", "|-", ">+9",
            "\u{0}", "a:", "a: |", "- - -", "[[[", "{a: [", "\"\\", "\"\\u12", "a:\n\t", "--- ", "...", "---\n---",
            "a: 'x\n", "- (", "- @", "- @x(", "- f(\"", "k: >\n \t\n", "a:\n  - b\n c", "\t", "  \t  x", "a: b\n  c: d",
            "%", "&", "*", "!", "`", "a: [b, {c: d]", "{a: 1, a: 2}", "- |\n  \n  \n", "a: \"\n\n\"",
        ]
        for input in inputs {
            _ = YAMLTestSupport.diagnostic(input)
        }
    }

}
