@testable import ArchGenCLI
import ArchGenKit
import ArchGenSource
import ArchGenSpec
import XCTest

/// The summary counts a failed test as one problem, as `TestCounts` counts
/// it once, however many of its assertions failed (each is a diagnostic).
final class CheckSummaryCountTests: XCTestCase {
    func testAFailedTestIsOneProblemHoweverManyAssertionsFailed() {
        // XCTest's lines of two failed tests, the second with two failed assertions.
        let output = """
            /c/Tests/ItemsTests/ItemsPresenterTests.swift:10: error: ItemsPresenterTests.testFailsOnce : XCTAssertTrue failed - 
            /c/Tests/ItemsTests/ItemsPresenterTests.swift:7: error: ItemsPresenterTests.testFailsTwice : XCTAssertEqual failed: ("4") is not equal to ("5") - 
            /c/Tests/ItemsTests/ItemsPresenterTests.swift:8: error: ItemsPresenterTests.testFailsTwice : XCTAssertEqual failed: ("6") is not equal to ("7") - 
            """
        var result = BuildCheckResult(built: true, testsPassed: false, buildDuration: .zero)
        result.tests = TestCounts(passed: 12, failed: 2)
        result.testDiagnostics = CompilerMessage.parse(output).map {
            Diagnostic(severity: .error, message: $0.message, path: $0.path ?? "swift", location: SourceLocation(line: $0.line ?? 1, column: 1))
        }
        var report = CheckReport()
        report.modules = [.init(name: "Items", spec: "Specs/Items.archgen", sources: "Items", tests: "ItemsTests")]
        report.add(result)
        XCTAssertEqual(report.findings.count, 3, "each failed assertion is shown")
        XCTAssertEqual(report.summary, "check: 1 module checked, 2 problems: 2 test failures; 14 tests ran, 12 passed, 2 failed")

        report.findings.append(CheckFinding(kind: .compile, diagnostic: Diagnostic(severity: .error, message: "x", path: "A.swift")))
        XCTAssertEqual(report.summary, "check: 1 module checked, 3 problems: 1 compile error, 2 test failures; 14 tests ran, 12 passed, 2 failed")
    }

    func testATestRunThatFailedWithoutAFailedTestIsOneProblemPerError() {
        var result = BuildCheckResult(built: true, testsPassed: false, buildDuration: .zero)
        result.tests = TestCounts()
        result.testDiagnostics = [Diagnostic(severity: .error, message: "swift test failed (exit status 1)", path: "swift")]
        var report = CheckReport()
        report.add(result)
        XCTAssertEqual(report.summary, "check: 1 problem: 1 test failure; 0 tests ran, 0 passed, 0 failed")
    }
}
