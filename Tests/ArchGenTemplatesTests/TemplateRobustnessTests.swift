import ArchGenTemplates
import TestSupport
import XCTest

/// Any text is either a template or a located error: never a crash or a hang.
final class TemplateRobustnessTests: XCTestCase {

    static let seeds = [
        "final class {{ module|upperFirst }}Presenter {\n    {% for m in methods %}\n    func {{ m.name }}() {}\n    {% endfor %}\n}\n",
        "{% if a and not b or (x == \"y\") %}{{ x|default:\"n\" }}{% elif xs|count != 0 %}{{ xs|join:\", \" }}{% else %}-{% endif %}",
        "{%- for x in xs -%}\n  {{- forloop.index }}{# c #}{% empty %}none{% endfor %}\n",
        "  {% include \"P\" %}\n{% include \"Q\" with obj %}{{ body|indent:4,\" \",true }}",
        "{{ obj.name|lowerFirst }} {{ xs|first }} {{ xs|last }} {{ 'q' }} {{ -3 }} {{ true }}",
    ]

    static let fragments = [
        "{{", "}}", "{%", "%}", "{#", "#}", "-", "\"", "'", "\\", "\n", " ", "\t", "\r\n", "for", "in", "if", "elif",
        "else", "endif", "endfor", "empty", "include \"P\"", "include \"R\"", "not", "and", "or", "(", ")", "|", ":",
        ",", ".", "==", "!=", "=", "x", "xs", "obj", "nothing", "99999999999999999999", "é", "🙂", "{", "}", "%", "#",
        "|indent:999", "|join", "|default:", "|count", "forloop.", "with",
    ]

    func testMutatedTemplatesNeverCrash() {
        var generator = SeededGenerator(seed: 2024)
        let partials = InMemoryTemplateLoader([
            "P": "{{ x }}{% include \"Q\" with obj %}\n",
            "Q": "{% for y in xs %}{{ y }}{% endfor %}",
            "R": "{% include \"R\" %}",
        ])
        let context: TemplateObject = [
            "module": "signIn", "a": true, "b": false, "x": "y", "xs": ["1", "2"], "body": "a\n\nb",
            "obj": ["name": "Name", "xs": []], "nothing": nil,
            "methods": [["name": "load"], ["name": "save"]],
        ]
        var rendered = 0, failed = 0
        for iteration in 0..<3000 {
            var text = Array(TemplateRobustnessTests.seeds[iteration % TemplateRobustnessTests.seeds.count].unicodeScalars)
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                mutate(&text, using: &generator)
            }
            let string = String(String.UnicodeScalarView(text))
            do {
                let template = try Template(name: "Fuzz", text: string)
                _ = try template.render(context, loader: partials)
                rendered += 1
            } catch {
                failed += 1
                XCTAssertGreaterThanOrEqual(error.location.line, 1, string)
                XCTAssertGreaterThanOrEqual(error.location.column, 1, string)
                if error.path == "Fuzz" {
                    XCTAssertNotNil(error.sourceLine, "\(string)\n\(error.rendered)")
                }
                XCTAssertFalse(error.rendered.isEmpty)
            }
        }
        XCTAssertGreaterThan(rendered, 100)
        XCTAssertGreaterThan(failed, 100)
    }

    private func mutate(_ text: inout [Unicode.Scalar], using generator: inout SeededGenerator) {
        let position = Int.random(in: 0...text.count, using: &generator)
        switch Int.random(in: 0..<4, using: &generator) {
        case 0:
            let fragment = TemplateRobustnessTests.fragments.randomElement(using: &generator)!
            text.insert(contentsOf: fragment.unicodeScalars, at: position)
        case 1:
            let end = min(text.count, position + Int.random(in: 1...6, using: &generator))
            text.removeSubrange(position..<end)
        case 2:
            let end = min(text.count, position + Int.random(in: 1...12, using: &generator))
            text.insert(contentsOf: Array(text[position..<end]), at: Int.random(in: 0...text.count, using: &generator))
        default:
            guard !text.isEmpty else { return }
            text[Int.random(in: 0..<text.count, using: &generator)] =
                TemplateRobustnessTests.fragments.randomElement(using: &generator)!.unicodeScalars.first!
        }
    }

    func testPathologicalTexts() {
        let texts = [
            String(repeating: "{", count: 5000), String(repeating: "{{", count: 3000) + "}}",
            String(repeating: "{% if a %}", count: 5000), String(repeating: "{% endif %}", count: 10),
            String(repeating: "(", count: 10000), "{{ " + String(repeating: "a.", count: 3000) + "a }}",
            "{% if " + String(repeating: "not ", count: 10000) + "a %}", String(repeating: "\n", count: 10000),
            "{{ \"\\", "{% include %}", "{%-%}", "{{-}}", "{#-#}", "{{--}}", "\u{FEFF}{{ a }}", "{{ a|indent:200,\"xxxxxxxxxx\" }}",
        ]
        for text in texts {
            do {
                _ = try Template(name: "T", text: text).render(["a": "a\nb"])
            } catch {
                XCTAssertFalse(error.rendered.isEmpty)
            }
        }
    }

    /// Parse once, render many: a template's output for thousands of contexts.
    func testRenderingManyContextsWithOneTemplate() throws {
        let loader = InMemoryTemplateLoader([
            "Presenter": """
                import UIKit

                final class {{ module }}Presenter: {{ module }}PresenterProtocol {
                    {% for service in services %}
                    private let {{ service.property }}: {{ service.type }}
                    {% endfor %}
                    {% for method in methods %}

                    func {{ method.name }}({% for p in method.parameters %}{{ p.label }}: {{ p.type }}{% if not forloop.last %}, {% endif %}{% endfor %}) {
                        {% include "Body" %}
                    }
                    {% endfor %}
                }

                """,
            "Body": "interactor?.{{ method.name }}()\n",
        ])
        let template = try XCTUnwrap(loader.template(named: "Presenter"))
        var total = 0
        for index in 0..<2000 {
            let context: TemplateObject = [
                "module": "Module\(index)",
                "services": [["property": "fetcher", "type": "Fetcher"]],
                "methods": [
                    ["name": "load", "parameters": [["label": "id", "type": "Int"], ["label": "force", "type": "Bool"]]],
                    ["name": "reset", "parameters": []],
                ],
            ]
            let output = try template.render(context, loader: loader)
            total += output.utf8.count
            if index == 7 {
                XCTAssertEqual(output, """
                    import UIKit

                    final class Module7Presenter: Module7PresenterProtocol {
                        private let fetcher: Fetcher

                        func load(id: Int, force: Bool) {
                            interactor?.load()
                        }

                        func reset() {
                            interactor?.reset()
                        }
                    }

                    """)
            }
        }
        XCTAssertGreaterThan(total, 0)
    }
}
