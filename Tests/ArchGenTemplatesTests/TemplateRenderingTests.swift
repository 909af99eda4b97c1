import ArchGenTemplates
import XCTest

/// Inline templates rendered against inline contexts, compared byte for byte.
final class TemplateRenderingTests: XCTestCase {
    // MARK: Variables

    func testTextWithoutTagsIsCopiedVerbatim() {
        XCTAssertEqual(render("import UIKit\n\nfinal class A {}\n"), "import UIKit\n\nfinal class A {}\n")
        XCTAssertEqual(render(""), "")
        XCTAssertEqual(render("{ a } % # }} %} #}"), "{ a } % # }} %} #}")
    }

    func testVariablesAndDottedLookups() {
        let context: TemplateObject = [
            "module": "SignIn",
            "service": ["property": "fetcher", "type": ["name": "NetworkDataFetcher"]],
            "count": 3, "flag": true, "off": false,
        ]
        XCTAssertEqual(
            render("final class {{ module }}Presenter {\n    let {{service.property}}: {{ service.type.name }}\n}\n", context),
            "final class SignInPresenter {\n    let fetcher: NetworkDataFetcher\n}\n")
        XCTAssertEqual(render("{{ count }} {{ flag }} {{ off }}", context), "3 true false")
    }

    func testLiteralsPrintThemselves() {
        XCTAssertEqual(render(#"{{ "a \"q\" \\ b" }}|{{ 'single' }}|{{ -42 }}|{{ true }}"#), #"a "q" \ b|single|-42|true"#)
        XCTAssertEqual(render(#"{{ "{{" }} x {{ "}}" }}"#), "{{ x }}")
    }

    func testValuesBuiltFromSwift() {
        var object = TemplateObject()
        object["name"] = "fetchItems"
        object["tags"] = TemplateValue(["a", "b"])
        object["gone"] = "x"
        object["gone"] = nil
        XCTAssertEqual(object.keys, ["name", "tags"])
        let interpolated: TemplateValue = "\(object.count) keys"
        XCTAssertEqual(render("{{ name }} {{ tags|join }} {{ text }}", object.merging(["text": interpolated])), "fetchItems ab 2 keys")
    }

    func testTruthiness() {
        let values: [(TemplateValue, Bool)] = [
            (nil, false), (false, false), (true, true), (0, false), (7, true), ("", false), ("x", true),
            ([], false), ([1], true), ([:], false), (["k": 1], true),
        ]
        for (value, truthy) in values {
            XCTAssertEqual(value.isTruthy, truthy, "\(value)")
            XCTAssertEqual(render("{% if v %}yes{% else %}no{% endif %}", ["v": value]), truthy ? "yes" : "no")
        }
    }

    // MARK: Filters

    func testCaseFilters() {
        let context: TemplateObject = ["name": "fetchItems", "type": "URLLoader", "id": "ID"]
        XCTAssertEqual(
            render("{{ name|upperFirst }} {{ type|lowerFirst }} {{ id|lowerFirst }} {{ name|uppercase }} {{ type|lowercase }}", context),
            "FetchItems urlLoader id FETCHITEMS urlloader")
        XCTAssertEqual(render("{{ name|upperFirst|lowerFirst }}", context), "fetchItems")
    }

    func testJoin() {
        let context: TemplateObject = ["imports": ["UIKit", "Combine"], "numbers": [1, 2], "none": []]
        XCTAssertEqual(render(#"{{ imports|join:", " }}|{{ imports|join }}|{{ numbers|join:"+" }}|{{ none|join:", " }}"#, context),
            "UIKit, Combine|UIKitCombine|1+2|")
    }

    func testIndentLeavesTheFirstLineAndEmptyLinesAlone() {
        let context: TemplateObject = ["body": "let a = 1\n\nif a {\n    b()\n}"]
        XCTAssertEqual(
            render("    {{ body|indent:4 }}\n", context),
            "    let a = 1\n\n    if a {\n        b()\n    }\n")
        XCTAssertEqual(render("{{ body|indent }}", ["body": "a\nb"]), "a\n    b")
        XCTAssertEqual(render(#"{{ body|indent:2,"\t" }}"#, ["body": "a\nb"]), "a\n\t\tb")
        XCTAssertEqual(render(#"{{ body|indent:2," ",true }}"#, ["body": "a\n\nb\n"]), "  a\n\n  b\n")
    }

    func testDefault() {
        let context: TemplateObject = ["empty": "", "nothing": nil, "name": "x", "zero": 0, "object": ["a": 1]]
        XCTAssertEqual(
            render(#"{{ empty|default:"e" }} {{ nothing|default:"n" }} {{ name|default:"d" }} {{ zero|default:"z" }}"#, context),
            "e n x 0")
        XCTAssertEqual(render(#"{{ object.missing|default:"none" }}"#, context), "none")
        XCTAssertEqual(render(#"{{ nothing.deeper|default:name|upperFirst }}"#, context), "X")
    }

    func testCountFirstLast() {
        let context: TemplateObject = ["xs": ["a", "b", "c"], "none": [], "word": "héllo", "object": ["a": 1, "b": 2]]
        XCTAssertEqual(render("{{ xs|count }} {{ none|count }} {{ word|count }} {{ object|count }}", context), "3 0 5 2")
        XCTAssertEqual(render(#"{{ xs|first }}{{ xs|last }} {{ none|first|default:"-" }}"#, context), "ac -")
    }

    func testCustomFilter() throws {
        var filters = TemplateFilters.standard
        filters.register(TemplateFilter(name: "quoted") { value, _ in .string("\"\(value.printedText ?? "")\"") })
        let template = try Template(name: "T", text: "{{ name|quoted }}", filters: filters)
        XCTAssertEqual(try template.render(["name": "x"]), "\"x\"")
    }

    // MARK: Loops

    func testForLoopVariables() {
        let context: TemplateObject = ["xs": ["a", "b", "c"]]
        XCTAssertEqual(
            render("{% for x in xs %}{{ forloop.index }}/{{ forloop.index0 }}/{{ forloop.length }}:{{ x }}{% if forloop.first %}<first>{% endif %}{% if not forloop.last %}, {% endif %}{% endfor %}", context),
            "1/0/3:a<first>, 2/1/3:b, 3/2/3:c")
    }

    func testEmptyBranch() {
        let template = "{% for x in xs %}[{{ x }}]{% empty %}nothing{% endfor %}"
        XCTAssertEqual(render(template, ["xs": []]), "nothing")
        XCTAssertEqual(render(template, ["xs": ["a"]]), "[a]")
        XCTAssertEqual(render("{% for x in xs %}[{{ x }}]{% endfor %}", ["xs": []]), "")
    }

    func testNestedLoopsShadowAndRestore() {
        let context: TemplateObject = [
            "x": "outer",
            "methods": [
                ["name": "signIn", "parameters": [["name": "username", "type": "String"]]],
                ["name": "reset", "parameters": []],
                ["name": "move", "parameters": [["name": "from", "type": "Int"], ["name": "to", "type": "Int"]]],
            ],
        ]
        XCTAssertEqual(
            render("{% for method in methods %}func {{ method.name }}({% for p in method.parameters %}{{ p.name }}: {{ p.type }}{% if not forloop.last %}, {% endif %}{% endfor %}) // {{ forloop.index }}\n{% endfor %}{{ x }}", context),
            "func signIn(username: String) // 1\nfunc reset() // 2\nfunc move(from: Int, to: Int) // 3\nouter")
        XCTAssertEqual(render("{% for x in xs %}{{ x }}{% endfor %} {{ x }}", ["x": "outer", "xs": ["inner"]]), "inner outer")
    }

    func testForloopIsTheInnermostLoopsAndReachesIncludes() {
        // `forloop` is made when read: an included template sees its includer's loop, a nested loop its own,
        // and a variable of an include's `with` object named `forloop` shadows the loop's.
        let context: TemplateObject = ["rows": [["cells": ["a", "b"]], ["cells": ["c"]]], "shadow": ["forloop": ["index": 9]]]
        XCTAssertEqual(
            render(
                "{% for row in rows %}{% for cell in row.cells %}{% include \"Cell\" %}{% endfor %}{{ forloop.index }};{% endfor %}"
                    + "{% for x in rows %}{% include \"Shadowed\" with shadow %}{% endfor %}",
                context, partials: ["Cell": "{{ cell }}{{ forloop.index }}{% if forloop.last %}.{% endif %}", "Shadowed": "{{ forloop.index }}"]),
            "a1b2.1;c1.2;99")
    }

    func testLoopOverFilteredValue() {
        XCTAssertEqual(render(#"{% for x in xs|default:ys %}{{ x }}{% endfor %}"#, ["xs": nil, "ys": [1, 2]]), "12")
    }

    // MARK: Conditions

    func testIfElifElse() {
        let template = "{% if style == \"viper\" %}V{% elif style == 'vip' %}C{% elif not style %}none{% else %}?{% endif %}"
        XCTAssertEqual(render(template, ["style": "viper"]), "V")
        XCTAssertEqual(render(template, ["style": "vip"]), "C")
        XCTAssertEqual(render(template, ["style": ""]), "none")
        XCTAssertEqual(render(template, ["style": "mvc"]), "?")
    }

    func testBooleanOperatorsAndPrecedence() {
        let context: TemplateObject = ["t": true, "f": false, "n": 2, "s": "x"]
        let cases: [(String, Bool)] = [
            ("t and f", false), ("t or f", true), ("not f", true), ("not t or t", true),
            ("f and f or t", true), ("f and (f or t)", false), ("not (t and f)", true),
            ("n == 2", true), ("n != 2", false), ("n == \"2\"", false), ("s == 'x' and n == 2", true),
            ("not not t", true), ("t == true", true), ("(n == 2) == t", true), ("xs|count == 0", true),
        ]
        for (condition, expected) in cases {
            XCTAssertEqual(
                render("{% if \(condition) %}1{% else %}0{% endif %}", context.merging(["xs": []])),
                expected ? "1" : "0", condition)
        }
    }

    func testMissingKeysAreFalseInConditions() {
        let context: TemplateObject = ["module": ["name": "A"], "nothing": nil]
        XCTAssertEqual(render("{% if module.delegate %}d{% elif nothing.x.y %}n{% else %}-{% endif %}", context), "-")
        XCTAssertEqual(render("{% if module.delegate == nil %}none{% endif %}", context), "none")
    }

    // MARK: Includes, comments

    func testIncludeSeesTheCurrentContext() {
        let partials = ["Method": "func {{ method.name }}() // {{ module }}\n"]
        XCTAssertEqual(
            render("{% for method in methods %}{% include \"Method\" %}{% endfor %}", ["module": "M", "methods": [["name": "a"], ["name": "b"]]], partials: partials),
            "func a() // M\nfunc b() // M\n")
    }

    func testIncludeWithAnObject() {
        let partials = ["Parameter": "{{ name }}: {{ type }}"]
        XCTAssertEqual(
            render("({% include \"Parameter\" with p %}) {{ name }}", ["name": "outer", "p": ["name": "id", "type": "Int"]], partials: partials),
            "(id: Int) outer")
    }

    func testNestedIncludes() {
        let partials = ["A": "a[{% include \"B\" %}]", "B": "b[{% include \"C\" %}]", "C": "{{ x }}"]
        XCTAssertEqual(render("{% include \"A\" %}{% include \"C\" %}", ["x": "c"], partials: partials), "a[b[c]]c")
    }

    func testComments() {
        XCTAssertEqual(render("a{# a comment with {{ tags }} and {% if %} #}b{#-\n  trimmed -#}  c"), "abc")
        XCTAssertEqual(render("{# multi\nline #}x"), "x")
    }
}

extension TemplateObject {
    func merging(_ other: TemplateObject) -> TemplateObject {
        var merged = self
        for (key, value) in other.pairs { merged[key] = value }
        return merged
    }
}
