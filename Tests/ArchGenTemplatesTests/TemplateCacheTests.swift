@testable import ArchGenTemplates
import Foundation
import XCTest

/// One parse per template however many threads ask for it at once; a
/// template that does not parse is never kept.
final class TemplateCacheTests: XCTestCase {
    /// Counts calls from any thread.
    private final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        func increment() { lock.withLock { count += 1 } }
        var value: Int { lock.withLock { count } }
    }

    func testThreadsAskingAtOnceShareOneParse() throws {
        let cache = TemplateCache()
        let parses = Counter()
        let rendered = Counter()
        DispatchQueue.concurrentPerform(iterations: 16) { _ in
            let template = try? cache.value(for: "A") { () throws(TemplateError) -> Template? in
                parses.increment()
                Thread.sleep(forTimeInterval: 0.02)  // long enough for the other threads to arrive meanwhile
                return try Template(name: "A", text: "{{ x }}")
            }
            if (try? template?.render(["x": 1])) == "1" { rendered.increment() }
        }
        XCTAssertEqual(parses.value, 1)
        XCTAssertEqual(rendered.value, 16)
    }

    func testAFailedParseIsNotKept() throws {
        let cache = TemplateCache()
        let parses = Counter()
        for _ in 0..<2 {
            XCTAssertThrowsError(try cache.value(for: "Broken") { () throws(TemplateError) -> Template? in
                parses.increment()
                return try Template(name: "Broken", text: "{% if x %}")
            }) { error in
                XCTAssertEqual((error as? TemplateError)?.message, "'if' is never closed; expected '{% endif %}'")
            }
        }
        XCTAssertNil(try cache.value(for: "Missing") { () throws(TemplateError) -> Template? in nil })
        XCTAssertEqual(parses.value, 2)
    }

    func testIncludedNamesInTheOrderWritten() throws {
        let template = try Template(name: "T", text: """
            {% include "A" %}{% for x in xs %}{% include "B" %}{% empty %}{% include "A" %}{% endfor %}
            {% if y %}{% elif z %}{% include "C" with x %}{% else %}{% include "shared/D" %}{% endif %}
            """)
        XCTAssertEqual(template.includedNames, ["A", "B", "C", "shared/D"])
        XCTAssertEqual(try Template(name: "T", text: "no includes {{ x }}").includedNames, [])
    }
}
