import ArchGenTemplates
import XCTest

/// Template errors, asserted verbatim as the user sees them: path, line,
/// column, the template's line, a caret and the hint.
final class TemplateErrorTests: XCTestCase {
    // MARK: Variables and keys

    func testUnknownVariableSuggestsANameInScope() {
        XCTAssertEqual(diagnostic("import UIKit\nfinal class {{ modul }}Presenter {}\n", ["module": "SignIn"]), """
            Test.swift.stencil:2:16: error: unknown variable 'modul'
            final class {{ modul }}Presenter {}
                           ^
            hint: did you mean 'module'?

            """)
    }

    func testUnknownVariableSuggestsTheLoopVariable() {
        XCTAssertEqual(diagnostic("{% for method in methods %}\n    {{ methd.name }}\n{% endfor %}\n", ["methods": [["name": "a"]]]), """
            Test.swift.stencil:2:8: error: unknown variable 'methd'
                {{ methd.name }}
                   ^
            hint: did you mean 'method'?

            """)
    }

    func testUnknownVariableWithNothingNear() {
        XCTAssertEqual(diagnostic("{{ banana }}", ["module": "SignIn"]), """
            Test.swift.stencil:1:4: error: unknown variable 'banana'
            {{ banana }}
               ^

            """)
    }

    func testUnknownVariableInAConditionIsStillAnError() {
        XCTAssertEqual(diagnostic("{% if modul.async %}x{% endif %}", ["module": ["async": true]]), """
            Test.swift.stencil:1:7: error: unknown variable 'modul'
            {% if modul.async %}x{% endif %}
                  ^
            hint: did you mean 'module'?

            """)
    }

    func testDefaultDoesNotExcuseAnUnknownVariable() {
        XCTAssertEqual(diagnostic("{{ modul.name|default:\"x\" }}", ["module": ["name": "A"]]), """
            Test.swift.stencil:1:4: error: unknown variable 'modul'
            {{ modul.name|default:"x" }}
               ^
            hint: did you mean 'module'?

            """)
    }

    func testMissingKeyIsAnErrorUnlessDefaultComesFirst() {
        XCTAssertEqual(diagnostic("{{ module.title|upperFirst|default:\"x\" }}", ["module": ["name": "A"]]), """
            Test.swift.stencil:1:11: error: 'module' has no key 'title'
            {{ module.title|upperFirst|default:"x" }}
                      ^

            """)
    }

    func testMissingKey() {
        XCTAssertEqual(diagnostic("func {{ method.nmae }}()", ["method": ["name": "a", "async": false]]), """
            Test.swift.stencil:1:16: error: 'method' has no key 'nmae'
            func {{ method.nmae }}()
                           ^
            hint: did you mean 'name'?

            """)
    }

    func testKeyOnNullAndOnAString() {
        XCTAssertEqual(diagnostic("{{ a.b.c }}", ["a": ["b": nil]]), """
            Test.swift.stencil:1:8: error: 'a.b' is null, so it has no key 'c'
            {{ a.b.c }}
                   ^

            """)
        XCTAssertEqual(diagnostic("{{ xs.count }}", ["xs": ["a"]]), """
            Test.swift.stencil:1:7: error: 'xs' is an array, which has no keys
            {{ xs.count }}
                  ^
            hint: use the filter: 'xs|count'

            """)
    }

    func testPrintingNullArraysAndObjects() {
        XCTAssertEqual(diagnostic("let x = {{ value }}", ["value": nil]), """
            Test.swift.stencil:1:12: error: 'value' is null; there is nothing to print
            let x = {{ value }}
                       ^
            hint: give a fallback with 'value|default:"…"' or test it with '{% if value %}'

            """)
        XCTAssertEqual(diagnostic("{{ imports }}", ["imports": ["UIKit"]]), """
            Test.swift.stencil:1:4: error: 'imports' is an array, which cannot be printed
            {{ imports }}
               ^
            hint: loop over it with '{% for … in imports %}' or join it with 'imports|join:", "'

            """)
        XCTAssertEqual(diagnostic("{{ method }}", ["method": ["name": "a"]]), """
            Test.swift.stencil:1:4: error: 'method' is an object, which cannot be printed
            {{ method }}
               ^
            hint: print one of its keys, such as 'method.name'

            """)
    }

    // MARK: Filters

    func testUnknownFilter() {
        XCTAssertEqual(diagnostic("{{ name|uperFirst }}", ["name": "a"]), """
            Test.swift.stencil:1:9: error: unknown filter 'uperFirst'
            {{ name|uperFirst }}
                    ^
            hint: did you mean 'upperFirst'?

            """)
    }

    func testFilterArgumentCount() {
        XCTAssertEqual(diagnostic("{{ name|default }}", ["name": "a"]), """
            Test.swift.stencil:1:9: error: filter 'default' takes 1 argument, not 0
            {{ name|default }}
                    ^
            hint: write it like 'default:"none"'

            """)
        XCTAssertEqual(diagnostic("{{ name|upperFirst:1 }}", ["name": "a"]), """
            Test.swift.stencil:1:9: error: filter 'upperFirst' takes no arguments, not 1
            {{ name|upperFirst:1 }}
                    ^
            hint: write it like 'upperFirst'

            """)
    }

    func testFilterOnTheWrongKindOfValue() {
        XCTAssertEqual(diagnostic("{{ xs|join:\", \"|count|upperFirst }}", ["xs": ["a"]]), """
            Test.swift.stencil:1:23: error: filter 'upperFirst' expects a string, got an integer
            {{ xs|join:", "|count|upperFirst }}
                                  ^

            """)
        XCTAssertEqual(diagnostic("{{ body|indent:-1 }}", ["body": "a"]), """
            Test.swift.stencil:1:9: error: filter 'indent' needs a width from 0 to 200
            {{ body|indent:-1 }}
                    ^
            hint: write it like 'indent:4'

            """)
    }

    // MARK: Includes

    func testIncludeNotFound() {
        XCTAssertEqual(diagnostic("a\n{% include \"Heder\" %}\n", partials: ["Header": "h"]), """
            Test.swift.stencil:2:12: error: template 'Heder' not found
            {% include "Heder" %}
                       ^
            hint: did you mean 'Header'?

            """)
    }

    func testIncludeCycleIsReportedInTheIncludedTemplate() {
        let partials = ["A": "a\n{% include \"B\" %}", "B": "b\n  {% include \"A\" %}\n"]
        XCTAssertEqual(diagnostic("{% include \"A\" %}", partials: partials), """
            B:2:14: error: include cycle: 'A' → 'B' → 'A'
              {% include "A" %}
                         ^
            hint: a template cannot include itself, directly or through others

            """)
    }

    func testErrorsInsideAnIncludeNameTheIncludedTemplate() {
        XCTAssertEqual(diagnostic("{% include \"Row\" %}", ["module": "M"], partials: ["Row": "x\n{{ modle }}\n"]), """
            Row:2:4: error: unknown variable 'modle'
            {{ modle }}
               ^
            hint: did you mean 'module'?

            """)
        XCTAssertEqual(diagnostic("{% include \"Row\" %}", partials: ["Row": "{% if %}"]), """
            Row:1:7: error: expected a value after 'if'
            {% if %}
                  ^

            """)
    }

    func testIncludeNameOutsideTheTemplates() {
        XCTAssertEqual(diagnostic("{% include \"../secret\" %}"), """
            Test.swift.stencil:1:12: error: template name "../secret" must be a relative path inside the templates folder
            {% include "../secret" %}
                       ^

            """)
    }

    func testIncludeWithANonObject() {
        XCTAssertEqual(diagnostic("{% include \"P\" with name %}", ["name": "a"], partials: ["P": ""]), """
            Test.swift.stencil:1:21: error: 'name' is a string; 'include … with' needs an object
            {% include "P" with name %}
                                ^

            """)
    }

    func testIncludeDepthLimit() {
        var partials: [String: String] = [:]
        for level in 0..<40 { partials["T\(level)"] = "{% include \"T\(level + 1)\" %}" }
        XCTAssertEqual(diagnostic("{% include \"T0\" %}", partials: partials), """
            T30:1:12: error: includes are nested more than 32 deep
            {% include "T31" %}
                       ^

            """)
    }
}
