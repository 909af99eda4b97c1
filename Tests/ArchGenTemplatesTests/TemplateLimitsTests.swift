import ArchGenTemplates
import Foundation
import TestSupport
import XCTest

/// Every limit of `TemplateLimits` is a located error in the standard format,
/// and 10,000 levels of nesting fail fast without exhausting the stack.
final class TemplateLimitsTests: XCTestCase {
    /// The rendered error for `text`, failing if it takes over 5 seconds of processor time.
    private func fastDiagnostic(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> String? {
        let start = WorkBudget()
        let output = diagnostic(text, ["a": true], file: file, line: line)
        XCTAssertLessThan(start.spent, 5, file: file, line: line)
        return output
    }

    func testBlockNestingLimit() {
        XCTAssertEqual(fastDiagnostic(String(repeating: "{% if a %}\n", count: 10_000)), """
            Test.swift.stencil:65:4: error: blocks are nested more than 64 deep
            {% if a %}
               ^
            hint: at most 64 levels of 'for' and 'if' are supported

            """)
        XCTAssertEqual(fastDiagnostic(String(repeating: "{% for x in a %}", count: 10_000))?.components(separatedBy: "\n").first,
            "Test.swift.stencil:1:1028: error: blocks are nested more than 64 deep")
    }

    func testConditionNestingLimit() {
        let parentheses = "{% if " + String(repeating: "(", count: 10_000) + "a" + String(repeating: ")", count: 10_000) + " %}{% endif %}"
        XCTAssertEqual(fastDiagnostic(parentheses)?.components(separatedBy: "\n").first,
            "Test.swift.stencil:1:71: error: the condition is nested more than 64 deep")
        XCTAssertEqual(fastDiagnostic("{% if " + String(repeating: "not ", count: 100) + "a %}{% endif %}"), """
            Test.swift.stencil:1:263: error: the condition is nested more than 64 deep
            {% if \(String(repeating: "not ", count: 100))a %}{% endif %}
            \(String(repeating: " ", count: 262))^
            hint: at most 64 levels of parentheses and 'not' are supported

            """)
    }

    func testLoopIterationLimit() {
        // 30 nested loops over two items: a billion iterations without the limit.
        let text = String(repeating: "{% for x in xs %}", count: 30) + String(repeating: "{% endfor %}", count: 30)
        let start = WorkBudget()
        let output = diagnostic(text, ["xs": ["1", "2"]])
        XCTAssertLessThan(start.spent, 5)
        XCTAssertEqual(output, """
            Test.swift.stencil:1:506: error: loops run more than 100000 times in one rendering
            \(text)
            \(String(repeating: " ", count: 505))^
            hint: at most 100000 iterations are supported; nested loops multiply

            """)
        // One loop of exactly the limit renders.
        let items = TemplateValue.array(Array(repeating: "", count: TemplateLimits.maximumLoopIterations))
        XCTAssertEqual(try Template(name: "T", text: "{% for x in xs %}{% endfor %}").render(["xs": items]), "")
    }

    func testOutputSizeLimit() {
        // 200 lines indented by 1,000 characters print about 210 kB an iteration: over 16 MiB at the 80th.
        let line = String(repeating: "x", count: 48) + "\n"
        let text = "{% for x in xs %}{{ body|indent:200,\"xxxxx\",true }}{% endfor %}"
        let start = WorkBudget()
        let output = diagnostic(text, ["xs": .array(Array(repeating: "", count: 100)), "body": .string(String(repeating: line, count: 200))])
        XCTAssertLessThan(start.spent, 5)
        XCTAssertEqual(output, """
            Test.swift.stencil:1:21: error: the output is larger than 16 MiB
            \(text)
                                ^
            hint: at most 16777216 bytes of output are supported

            """)
    }
}
