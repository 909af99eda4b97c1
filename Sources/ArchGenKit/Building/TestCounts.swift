/// How many tests `swift test` ran, and how they ended, counted from the
/// line each test ends with: XCTest's `Test Case 'T.testX' passed (0.001
/// seconds).` (or `failed`, `skipped`) and Swift Testing's `✔ Test x()
/// passed after 0.001 seconds.` (`✘ … failed`, `➜ … skipped`).
public struct TestCounts: Equatable, Sendable {
    public var passed: Int
    public var failed: Int
    public var skipped: Int

    public init(passed: Int = 0, failed: Int = 0, skipped: Int = 0) {
        self.passed = passed
        self.failed = failed
        self.skipped = skipped
    }

    /// The tests that ran: passed or failed.
    public var ran: Int { passed + failed }

    /// The counts of `output`.
    public static func parse(_ output: String) -> TestCounts {
        var counts = TestCounts()
        for line in output.split(separator: "\n") {
            if let match = line.firstMatch(of: #/Test Case '[^']+' (passed|failed|skipped) \(/#) {
                counts.count(match.1)
            } else if let match = line.firstMatch(of: #/^\s*[✔✘➜↳]\s+Test (.+?) (passed|failed|skipped)\b/#),
                      !match.1.hasPrefix("run with ") {
                counts.count(match.2)
            }
        }
        return counts
    }

    private mutating func count(_ outcome: Substring) {
        switch outcome {
        case "passed": passed += 1
        case "failed": failed += 1
        default: skipped += 1
        }
    }

    /// `12 tests ran, 11 passed, 1 failed` (and `, 2 skipped` when some were).
    public var summary: String {
        var text = "\(ran) \(ran == 1 ? "test" : "tests") ran, \(passed) passed, \(failed) failed"
        if skipped > 0 { text += ", \(skipped) skipped" }
        return text
    }

    /// Both counts added.
    public static func + (lhs: TestCounts, rhs: TestCounts) -> TestCounts {
        TestCounts(passed: lhs.passed + rhs.passed, failed: lhs.failed + rhs.failed, skipped: lhs.skipped + rhs.skipped)
    }
}
