import ArchGenTemplates
import XCTest

/// The standalone-line rule and explicit `-` trimming, output compared byte for byte.
final class TemplateWhitespaceTests: XCTestCase {
    // MARK: Standalone lines

    func testStandaloneLoopTagsLeaveNoBlankLines() {
        let template = """
            struct A {
                {% for f in fields %}
                let {{ f }}: String
                {% endfor %}
            }

            """
        XCTAssertEqual(render(template, ["fields": ["a", "b"]]), "struct A {\n    let a: String\n    let b: String\n}\n")
        XCTAssertEqual(render(template, ["fields": []]), "struct A {\n}\n")
    }

    func testNestedStandaloneBlocks() {
        let template = """
            {% for m in methods %}
            func {{ m.name }}() {
                {% if m.async %}
                await work()
                {% elif m.throws %}
                try work()
                {% else %}
                work()
                {% endif %}
                {% for p in m.calls %}
                    {% if not forloop.first %}
                {# a comment between calls #}
                    {% endif %}
                {{ p }}()
                {% endfor %}
            }
            {% endfor %}
            """
        let context: TemplateObject = [
            "methods": [
                ["name": "a", "async": true, "throws": false, "calls": ["x", "y"]],
                ["name": "b", "async": false, "throws": true, "calls": []],
                ["name": "c", "async": false, "throws": false, "calls": ["z"]],
            ],
        ]
        XCTAssertEqual(render(template, context), """
            func a() {
                await work()
                x()
                y()
            }
            func b() {
                try work()
            }
            func c() {
                work()
                z()
            }

            """)
    }

    func testEmptyLoopWithEmptyBranch() {
        let template = "a\n{% for x in xs %}\n- {{ x }}\n{% empty %}\n(none)\n{% endfor %}\nb\n"
        XCTAssertEqual(render(template, ["xs": []]), "a\n(none)\nb\n")
        XCTAssertEqual(render(template, ["xs": [1, 2]]), "a\n- 1\n- 2\nb\n")
        XCTAssertEqual(render("a\n{% for x in xs %}\n{{ x }}\n{% endfor %}\nb\n", ["xs": []]), "a\nb\n")
    }

    func testFirstAndLastLines() {
        XCTAssertEqual(render("{% if t %}\nx\n{% endif %}\n", ["t": true]), "x\n")
        XCTAssertEqual(render("a\n{% if t %}\nb\n{% endif %}", ["t": true]), "a\nb\n")
        XCTAssertEqual(render("a\n{% if t %}\nb\n{% endif %}  \t", ["t": true]), "a\nb\n")
        XCTAssertEqual(render("a\n{% if t %}\nb\n{% endif %}", ["t": false]), "a\n")
        XCTAssertEqual(render("{% if t %}{% endif %}", ["t": true]), "")
        XCTAssertEqual(render("  {# only a comment #}  \n"), "")
    }

    func testSeveralTagsOnOneLine() {
        let template = "a\n  {% if t %}{% if u %}\nb\n  {% endif %} {% endif %}\nc\n"
        XCTAssertEqual(render(template, ["t": true, "u": true]), "a\nb\nc\n")
        XCTAssertEqual(render(template, ["t": true, "u": false]), "a\nc\n")
    }

    func testALineWithTextOrAVariableIsNotStandalone() {
        XCTAssertEqual(render("a {% if t %}b{% endif %}\nc\n", ["t": true]), "a b\nc\n")
        XCTAssertEqual(render("x\n    {% if t %}{{ v }}{% endif %}\ny\n", ["t": false, "v": "V"]), "x\n    \ny\n")
        XCTAssertEqual(render("x\n    {% if t %}{{ v }}{% endif %}\ny\n", ["t": true, "v": "V"]), "x\n    V\ny\n")
        XCTAssertEqual(render("{% if t %} x {% endif %}\n", ["t": true]), " x \n")
    }

    func testCommentsAndTagsSpanningLines() {
        XCTAssertEqual(render("a\n  {# note #}\nb\n"), "a\nb\n")
        XCTAssertEqual(render("a\n{# one\ntwo #}\nb"), "a\nb")
        XCTAssertEqual(render("a\n{% if\n   t %}\nb\n{% endif %}\n", ["t": true]), "a\nb\n")
    }

    func testCarriageReturnLineEndings() {
        XCTAssertEqual(render("a\r\n  {% if t %}\r\nb\r\n  {% endif %}\r\n", ["t": true]), "a\nb\n")
    }

    func testBlankLinesInTheTemplateSurvive() {
        XCTAssertEqual(render("a\n\n{% if t %}\n\nb\n\n{% endif %}\n\nc\n", ["t": true]), "a\n\n\nb\n\n\nc\n")
    }

    // MARK: Standalone include

    func testStandaloneIncludeIsIndented() {
        let partials = ["Method": "func {{ name }}() {\n    body()\n\n}\n"]
        XCTAssertEqual(
            render("class A {\n    {% include \"Method\" %}\n}\n", ["name": "x"], partials: partials),
            "class A {\n    func x() {\n        body()\n\n    }\n}\n")
    }

    func testStandaloneIncludeWithoutFinalLineBreakKeepsTheLine() {
        XCTAssertEqual(render("A\n  {% include \"P\" %}\nB", partials: ["P": "x"]), "A\n  x\nB")
        XCTAssertEqual(render("A\n  {% include \"P\" %}", partials: ["P": "x"]), "A\n  x")
    }

    func testStandaloneIncludeRenderingNothingRemovesTheLine() {
        XCTAssertEqual(
            render("A\n  {% include \"P\" %}\nB\n", ["t": false], partials: ["P": "{% if t %}\nx\n{% endif %}\n"]),
            "A\nB\n")
    }

    func testNestedStandaloneIncludesAddTheirIndentation() {
        let partials = [
            "Outer": "struct S {\n    {% include \"Inner\" %}\n}\n",
            "Inner": "func f() {\n\n    x()\n}\n",
        ]
        XCTAssertEqual(
            render("enum E {\n  {% include \"Outer\" %}\n}\n", partials: partials),
            "enum E {\n  struct S {\n      func f() {\n\n          x()\n      }\n  }\n}\n")
    }

    func testNestedStandaloneIncludeWithoutFinalLineBreak() {
        let partials = ["Outer": "a\n  {% include \"P\" %}\nb\n", "P": "x"]
        XCTAssertEqual(render("  {% include \"Outer\" %}\n", partials: partials), "  a\n    x\n  b\n")
        XCTAssertEqual(render("{% include \"Outer\" %}\nc", partials: partials), "a\n  x\nb\nc")
    }

    func testAStandaloneIncludeAfterTrimmedTextIndentsOnlyItsOwnLines() {
        // The trim joins the include's first line to "foo": the outer include's indentation is not added there.
        let partials = ["Outer": "foo{% if t -%}\n  {% include \"P\" %}\n{% endif %}bar\n", "P": "x\ny\n"]
        XCTAssertEqual(
            render("    {% include \"Outer\" %}\n", ["t": true], partials: partials),
            "    foo  x\n      y\n    bar\n")
    }

    func testInlineIncludeIsNotIndented() {
        XCTAssertEqual(render("a {% include \"P\" %} b\n", partials: ["P": "x\ny"]), "a x\ny b\n")
    }

    // MARK: Explicit trimming

    func testVariableTrimMarkersEatNewlines() {
        XCTAssertEqual(render("a  \n  {{- x -}}  \n  b", ["x": "X"]), "aXb")
        XCTAssertEqual(render("a {{- x }} b", ["x": "X"]), "aX b")
        XCTAssertEqual(render("a {{ x -}} \n b", ["x": "X"]), "a Xb")
    }

    func testTagTrimMarkers() {
        XCTAssertEqual(render("[\n  {%- if t -%}\n  x\n  {%- endif -%}\n]", ["t": true]), "[x]")
        XCTAssertEqual(
            render("{% for x in xs -%}\n  {{ x }}\n{%- if not forloop.last %}, {% endif %}{% endfor %}", ["xs": [1, 2, 3]]),
            "1, 2, 3")
        XCTAssertEqual(render("a\n{#- gone -#}\nb"), "ab")
    }

    func testTrimmingStopsAtTheNeighbouringTag() {
        XCTAssertEqual(render("a {{ x }} {{- y }}", ["x": "X", "y": "Y"]), "a XY")
    }
}
