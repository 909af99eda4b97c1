/// How many tests `swift test` ran, and how they ended: one count per test,
/// however many assertions of it failed. A test is counted from the line it
/// ends with: XCTest's `Test Case 'T.testX' passed (0.001 seconds)` (or
/// `failed`, `skipped`) and Swift Testing's `✔ Test x() passed after 0.001
/// seconds.` (`✘ … failed after`, `➜ … skipped`; `━ … passed after … with 1
/// known issue.` when its issues were expected, `withKnownIssue`). The lines a failed
/// assertion prints (XCTest's `…: error: T.testX : …`, Swift Testing's
/// `✘ Test x() recorded an issue at …`) count nothing. A test that started
/// and never ended (the process crashed in it) failed.
package struct TestCounts: Equatable, Sendable {
    package var passed: Int
    package var failed: Int
    package var skipped: Int

    package init(passed: Int = 0, failed: Int = 0, skipped: Int = 0) {
        self.passed = passed
        self.failed = failed
        self.skipped = skipped
    }

    /// The tests that ran: passed or failed.
    package var ran: Int { passed + failed }

    /// The counts of `output`.
    package static func parse(_ output: String) -> TestCounts {
        var counts = TestCounts()
        // Per test, how many runs of it started and have not ended yet.
        var running: [String: Int] = [:]
        for line in output.split(separator: "\n") {
            guard let event = event(in: line) else { continue }
            switch event.outcome {
            case "started":
                running[event.test, default: 0] += 1
            case let outcome:
                if let open = running[event.test], open > 0 { running[event.test] = open - 1 }
                counts.count(outcome)
            }
        }
        counts.failed += running.values.reduce(0, +)
        return counts
    }

    /// A test's start or end, with the test's name (the kit's name in front:
    /// the two kits' tests are counted apart), or nil for any other line.
    /// Swift Testing names a test by its function (`refresh()`, `load(id:)`)
    /// or by its display name in quotes.
    private static func event(in line: Substring) -> (test: String, outcome: Substring)? {
        if let match = line.firstMatch(of: #/^\s*Test Case '([^']+)' (started|passed|failed|skipped)\b/#) {
            return ("XCTest " + match.1, match.2)
        }
        if let match = line.firstMatch(of: #/^\s*◇\s+Test ("(?:[^"\\]|\\.)*"|[^\s"]+\)) (started)\.$/#)
            ?? line.firstMatch(of: #/^\s*[✔✘━]\s+Test ("(?:[^"\\]|\\.)*"|[^\s"]+\)) (passed|failed) after /#)
            ?? line.firstMatch(of: #/^\s*➜\s+Test ("(?:[^"\\]|\\.)*"|[^\s"]+\)) (skipped)\b/#) {
            return ("Testing " + match.1, match.2)
        }
        return nil
    }

    private mutating func count(_ outcome: Substring) {
        switch outcome {
        case "passed": passed += 1
        case "failed": failed += 1
        default: skipped += 1
        }
    }

    /// `12 tests ran, 11 passed, 1 failed` (and `, 2 skipped` when some were).
    package var summary: String {
        var text = "\(ran) \(ran == 1 ? "test" : "tests") ran, \(passed) passed, \(failed) failed"
        if skipped > 0 { text += ", \(skipped) skipped" }
        return text
    }

    /// Both counts added.
    package static func + (lhs: TestCounts, rhs: TestCounts) -> TestCounts {
        TestCounts(passed: lhs.passed + rhs.passed, failed: lhs.failed + rhs.failed, skipped: lhs.skipped + rhs.skipped)
    }
}
