import ArchGenTemplates
import XCTest

/// Errors in a template's tags, blocks, delimiters and expressions, asserted
/// verbatim as the user sees them: path, line, column, the line, a caret and the hint.
final class TemplateSyntaxErrorTests: XCTestCase {
    // MARK: Tags and blocks

    func testUnknownTag() {
        XCTAssertEqual(diagnostic("{% for x in xs %}\n{{ x }}\n{% endfro %}\n", ["xs": []]), """
            Test.swift.stencil:3:4: error: unknown tag 'endfro'
            {% endfro %}
               ^
            hint: did you mean 'endfor'?

            """)
    }

    func testUnclosedFor() {
        XCTAssertEqual(diagnostic("a\n  {% for x in xs %}\n{{ x }}\n", ["xs": []]), """
            Test.swift.stencil:2:6: error: 'for' is never closed; expected '{% endfor %}'
              {% for x in xs %}
                 ^

            """)
    }

    func testUnclosedIfAfterElse() {
        XCTAssertEqual(diagnostic("{% if a %}\nx\n{% else %}\ny\n", ["a": true]), """
            Test.swift.stencil:1:4: error: 'if' is never closed; expected '{% endif %}'
            {% if a %}
               ^

            """)
    }

    func testStrayEndfor() {
        XCTAssertEqual(diagnostic("a\n{% endfor %}\n"), """
            Test.swift.stencil:2:4: error: 'endfor' without a matching 'for'
            {% endfor %}
               ^

            """)
    }

    func testEndTagClosingTheWrongBlock() {
        XCTAssertEqual(diagnostic("{% for x in xs %}\n  {% if x %}\n{% endfor %}\n", ["xs": []]), """
            Test.swift.stencil:3:4: error: 'endfor' does not close the 'if' opened at 2:6
            {% endfor %}
               ^
            hint: close the 'if' first with '{% endif %}'

            """)
        XCTAssertEqual(diagnostic("{% for x in xs %}{% else %}{% endfor %}", ["xs": []]), """
            Test.swift.stencil:1:21: error: unexpected 'else' inside the 'for' opened at 1:4
            {% for x in xs %}{% else %}{% endfor %}
                                ^
            hint: close the 'for' first with '{% endfor %}'

            """)
    }

    func testElseTwiceAndElifAfterElse() {
        XCTAssertEqual(diagnostic("{% if a %}1{% else %}2{% else %}3{% endif %}", ["a": true]), """
            Test.swift.stencil:1:26: error: a second 'else' in the same 'if'
            {% if a %}1{% else %}2{% else %}3{% endif %}
                                     ^
            hint: the 'else' at 1:15 must come last

            """)
        XCTAssertEqual(diagnostic("{% if a %}1{% else %}2{% elif b %}3{% endif %}", ["a": true]), """
            Test.swift.stencil:1:26: error: 'elif' after 'else' in the same 'if'
            {% if a %}1{% else %}2{% elif b %}3{% endif %}
                                     ^
            hint: the 'else' at 1:15 must come last

            """)
    }

    func testArgumentsAfterAnEndTag() {
        XCTAssertEqual(diagnostic("{% if a %}{% endif a %}", ["a": true]), """
            Test.swift.stencil:1:20: error: unexpected 'a' after 'endif'
            {% if a %}{% endif a %}
                               ^

            """)
    }

    func testMalformedFor() {
        XCTAssertEqual(diagnostic("{% for x of xs %}{% endfor %}", ["xs": []]), """
            Test.swift.stencil:1:10: error: expected 'in' after 'for x'
            {% for x of xs %}{% endfor %}
                     ^
            hint: write it like '{% for item in items %}'

            """)
        XCTAssertEqual(diagnostic("{% for x in name %}{% endfor %}", ["name": "a"]), """
            Test.swift.stencil:1:13: error: 'name' is a string; only an array can be looped over
            {% for x in name %}{% endfor %}
                        ^

            """)
    }

    func testEmptyTagAndEmptyVariable() {
        XCTAssertEqual(diagnostic("a {%  %}"), """
            Test.swift.stencil:1:7: error: expected a tag name after '{%'
            a {%  %}
                  ^
            hint: the tags are 'for', 'empty', 'endfor', 'if', 'elif', 'else', 'endif', 'include'

            """)
        XCTAssertEqual(diagnostic("a {{ }}"), """
            Test.swift.stencil:1:3: error: expected a value inside '{{ }}'
            a {{ }}
              ^

            """)
    }

    // MARK: Unterminated delimiters

    func testUnterminatedVariable() {
        XCTAssertEqual(diagnostic("let x = 1\nlet y = {{ value\nlet z = 2\n"), """
            Test.swift.stencil:2:9: error: '{{' is never closed; expected '}}'
            let y = {{ value
                    ^

            """)
    }

    func testUnterminatedTagAndComment() {
        XCTAssertEqual(diagnostic("{% if a }"), """
            Test.swift.stencil:1:1: error: '{%' is never closed; expected '%}'
            {% if a }
            ^

            """)
        XCTAssertEqual(diagnostic("x {# note\n\n"), """
            Test.swift.stencil:1:3: error: '{#' is never closed; expected '#}'
            x {# note
              ^

            """)
    }

    func testUnterminatedString() {
        XCTAssertEqual(diagnostic("{{ name|default:\"none }}", ["name": "a"]), """
            Test.swift.stencil:1:17: error: unterminated string; expected a closing "
            {{ name|default:"none }}
                            ^

            """)
    }

    // MARK: Expressions

    func testBadExpressions() {
        XCTAssertEqual(diagnostic("{% if a == %}{% endif %}", ["a": 1]), """
            Test.swift.stencil:1:12: error: expected a value after '=='
            {% if a == %}{% endif %}
                       ^

            """)
        XCTAssertEqual(diagnostic("{% if a b %}{% endif %}", ["a": 1]), """
            Test.swift.stencil:1:9: error: unexpected 'b'; expected 'and', 'or', '==', '!=' or '%}'
            {% if a b %}{% endif %}
                    ^

            """)
        XCTAssertEqual(diagnostic("{% if (a or b %}{% endif %}", ["a": 1]), """
            Test.swift.stencil:1:15: error: expected ')' to close the '(' at 1:7, found the end of the tag
            {% if (a or b %}{% endif %}
                          ^

            """)
        XCTAssertEqual(diagnostic("{% if a = 1 %}{% endif %}", ["a": 1]), """
            Test.swift.stencil:1:9: error: unexpected character '='
            {% if a = 1 %}{% endif %}
                    ^
            hint: compare with '=='

            """)
        XCTAssertEqual(diagnostic("{% if not %}{% endif %}"), """
            Test.swift.stencil:1:11: error: expected a value after 'not'
            {% if not %}{% endif %}
                      ^

            """)
        XCTAssertEqual(diagnostic("{{ a. }}", ["a": 1]), """
            Test.swift.stencil:1:7: error: expected a name after '.'
            {{ a. }}
                  ^

            """)
    }

    func testCaretUnderTabs() {
        XCTAssertEqual(diagnostic("\t\t{{ nope }}"), "Test.swift.stencil:1:6: error: unknown variable 'nope'\n\t\t{{ nope }}\n\t\t   ^\n")
    }
}
