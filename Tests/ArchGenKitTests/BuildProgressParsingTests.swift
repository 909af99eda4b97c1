@testable import ArchGenKit
import XCTest

/// What the progress line makes of SwiftPM's step lines and the tests' start lines.
final class BuildProgressParsingTests: XCTestCase {
    func testEachStepNamesTheTargetItWorksOn() {
        let cases: [(String, Int, Int, String?)] = [
            ("[5/20] Compiling Home HomeContract.swift", 5, 20, "Home"),
            ("[6/20] Emitting module Home", 6, 20, "Home"),
            ("[9/20] Wrapping AST for HomeTests for debugging", 9, 20, "HomeTests"),
            ("[14/20] Linking ArchGenSandboxPackageTests.xctest", 14, 20, "linking"),
            ("[1/9] /c/package/.build/debug/ArchGenSandboxPackageDiscoveredTests.derived/all-discovered-tests.swift", 1, 9, nil),
            ("[0/15] Write swift-version-6A52383ED409C6A7.txt", 0, 15, nil),
        ]
        for (line, done, total, subject) in cases {
            let progress = BuildChecker.buildProgress(line)
            XCTAssertEqual(progress, BuildChecker.Progress(phase: .building, step: (done, total), subject: subject), line)
        }
        for line in ["Building for debugging...", "Build complete! (1.2s)", "/a/B.swift:1:2: error: x"] {
            XCTAssertNil(BuildChecker.buildProgress(line), line)
        }
    }

    func testStartedTestsOfBothKits() {
        XCTAssertEqual(BuildChecker.startedTest("Test Case 'HomePresenterTests.testRefresh' started at 2026-11-24 02:09:14.918"),
                       "HomePresenterTests.testRefresh")
        XCTAssertEqual(BuildChecker.startedTest("Test Case '-[HomeTests.HomePresenterTests testRefresh]' started."),
                       "HomeTests.HomePresenterTests.testRefresh")
        XCTAssertEqual(BuildChecker.startedTest("◇ Test refresh() started."), "refresh()")
    }

    func testCountsOfTestsThatRanPassedAndFailed() {
        let output = """
            Test Suite 'All tests' started at 2026-11-24 02:09:14.918
            Test Case 'HomePresenterTests.testA' started at 2026-11-24 02:09:14.918
            Test Case 'HomePresenterTests.testA' passed (0.001 seconds)
            Test Case 'HomePresenterTests.testB' failed (0.002 seconds)
            Test Case 'HomePresenterTests.testC' skipped (0.000 seconds)
            Executed 3 tests, with 1 test skipped and 2 failures (0 unexpected) in 0.003 (0.003) seconds
            ◇ Test run started.
            ✔ Test refresh() passed after 0.001 seconds.
            ✘ Test close() failed after 0.002 seconds with 1 issue.
            ✔ Test open() passed after 0.001 seconds.
            ✘ Test run with 3 tests in 1 suite failed after 0.004 seconds with 1 issue.
            """
        let counts = TestCounts.parse(output)
        XCTAssertEqual(counts, TestCounts(passed: 3, failed: 2, skipped: 1))
        XCTAssertEqual(counts.summary, "5 tests ran, 3 passed, 2 failed, 1 skipped")
        XCTAssertEqual(TestCounts(passed: 1).summary, "1 test ran, 1 passed, 0 failed")
    }
}
