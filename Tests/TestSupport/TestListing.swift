import ArchGenKit
import Foundation

/// One line of `swift test list`: `SignInTests.SignInPresenterTests/testSignIn` (XCTest)
/// or `SignInTests.SignInSuite/signIn()`, `SignInTests.signIn()` (Swift Testing).
package struct ListedTest: Hashable, Sendable {
    /// The test target (module).
    package var target: String
    /// The rest: `Class/method`, `Suite/function()` or `function()`.
    package var name: String

    package init(target: String, name: String) {
        self.target = target
        self.name = name
    }

    /// Swift Testing functions are listed with their parameter list; XCTest methods are not.
    package var isSwiftTesting: Bool { name.contains("(") }

    /// The listing's lines that start with one of `testTargets` and a dot,
    /// without the source location Swift Testing appends (`/File.swift:6:6`).
    package static func parse(_ listing: String, testTargets: Set<String>) -> [ListedTest] {
        listing.split(separator: "\n").compactMap { line in
            var line = line.trimmingCharacters(in: .whitespaces)
            if let location = line.firstMatch(of: #//[^/]+\.swift:\d+:\d+$/#) {
                line.removeSubrange(location.range)
            }
            guard let dot = line.firstIndex(of: "."), testTargets.contains(String(line[..<dot])) else { return nil }
            return ListedTest(target: String(line[..<dot]), name: String(line[line.index(after: dot)...]))
        }
    }
}

/// The parts of `swift test` output the checks need: XCTest's and Swift
/// Testing's final counts, and each XCTest case's outcome.
package struct TestReport: Sendable {
    package struct Case: Hashable, Sendable {
        /// The test module; macOS names it (`-[SignInTests.SignInPresenterTests testX]`), Linux does not.
        package var module: String?
        package var testClass: String
        package var method: String
        package var passed: Bool
    }

    /// The last `Executed N tests, with [S tests skipped and] F failures` (the 'All tests' suite).
    package var xctestExecuted: Int?
    package var xctestSkipped: Int?
    package var xctestFailures: Int?
    /// `Test run with N tests ... passed|failed`.
    package var swiftTestingTests: Int?
    package var swiftTestingPassed: Bool?
    /// Every `Test Case '...' passed|failed` line.
    package var cases: [Case] = []
    /// Lines that report a failure: XCTest's `error:` lines, Swift Testing's `✘` lines, crashes.
    package var failureLines: [String] = []

    package init(output: String) {
        for line in output.split(separator: "\n").map(String.init) {
            if let match = line.firstMatch(of: #/Executed (\d+) tests?, with (?:(\d+) tests? skipped and )?(\d+) failures?/#) {
                xctestExecuted = Int(match.1)
                xctestSkipped = match.2.flatMap { Int($0) } ?? 0
                xctestFailures = Int(match.3)
            } else if let match = line.firstMatch(of: #/Test run with (\d+) tests?(?: in \d+ suites?)? (passed|failed)/#) {
                swiftTestingTests = Int(match.1)
                swiftTestingPassed = match.2 == "passed"
            } else if let match = line.firstMatch(of: #/Test Case '-\[(\S+)\.(\S+) (\S+)\]' (passed|failed)/#) {
                cases.append(Case(module: String(match.1), testClass: String(match.2), method: String(match.3),
                                  passed: match.4 == "passed"))
            } else if let match = line.firstMatch(of: #/Test Case '(\S+)\.(\S+)' (passed|failed)/#) {
                cases.append(Case(module: nil, testClass: String(match.1), method: String(match.2), passed: match.3 == "passed"))
            }
            if line.contains(" error: ") || line.hasPrefix("error:") || line.hasPrefix("✘") || line.contains("' failed (")
                || line.contains("Fatal error") || line.contains("exited with unexpected signal") {
                failureLines.append(line)
            }
        }
    }

    /// Whether `testClass.method` ran and passed (in `module` where the output names modules).
    package func passed(_ testClass: String, _ method: String, module: String) -> Bool {
        let runs = cases.filter { $0.testClass == testClass && $0.method == method && ($0.module == nil || $0.module == module) }
        return !runs.isEmpty && runs.allSatisfy(\.passed)
    }
}

/// Compiler output, line by line.
package enum DiagnosticLines {
    /// The lines that say `warning:`, but those about files of `allowedIn`
    /// targets (`.../Sources/<T>/...` or `.../Tests/<T>/...`); a source excerpt
    /// line belongs to the diagnostic above it. Each line once, in order.
    package static func warnings(in output: String, allowedIn targets: Set<String>) -> [String] {
        var result: [String] = []
        var seen = Set<String>()
        var excerptAllowed = false
        for line in output.split(separator: "\n").map(String.init) {
            let allowed: Bool
            if let match = line.firstMatch(of: #/^(.+?):\d+(?::\d+)?: (?:warning|error|note|remark):/#) {
                let path = String(match.1)
                allowed = targets.contains { path.contains("/Sources/\($0)/") || path.contains("/Tests/\($0)/") }
                excerptAllowed = allowed
            } else if line.firstMatch(of: #/^\s*(?:\d+\s*)?\|/#) != nil {
                allowed = excerptAllowed
            } else {
                allowed = false
                excerptAllowed = false
            }
            if line.contains("warning:"), !allowed, seen.insert(line).inserted {
                result.append(line)
            }
        }
        return result
    }
}
