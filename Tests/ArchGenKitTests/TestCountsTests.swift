@testable import ArchGenKit
import XCTest

/// Counts of tests from what `swift test` printed on Linux with Swift 6.3.1:
/// a package with an XCTest class and a Swift Testing suite, each with a
/// test that passes, one whose two assertions fail, one with one failing
/// assertion, and a skipped one (and a free `@Test` function that passes).
/// A test is counted once, however many of its assertions failed.
final class TestCountsTests: XCTestCase {
    func testATestWithSeveralFailedAssertionsIsOneFailedTest() {
        let counts = TestCounts.parse(Self.bothKits)
        XCTAssertEqual(counts, TestCounts(passed: 3, failed: 4, skipped: 2))
        XCTAssertEqual(counts.summary, "7 tests ran, 3 passed, 4 failed, 2 skipped")
    }

    func testEachKitAlone() {
        let lines = Self.bothKits.split(separator: "\n", omittingEmptySubsequences: false)
        let split = lines.firstIndex { $0.hasPrefix("◇ Test run started.") } ?? lines.endIndex
        XCTAssertEqual(TestCounts.parse(lines[..<split].joined(separator: "\n")), TestCounts(passed: 1, failed: 2, skipped: 1))
        XCTAssertEqual(TestCounts.parse(lines[split...].joined(separator: "\n")), TestCounts(passed: 2, failed: 2, skipped: 1))
    }

    func testATestTheProcessCrashedInFailed() {
        XCTAssertEqual(TestCounts.parse(Self.xctestCrash), TestCounts(failed: 1))
        XCTAssertEqual(TestCounts.parse(Self.swiftTestingCrash), TestCounts(passed: 1, failed: 1))
    }

    /// A Swift Testing test whose issue was expected (`withKnownIssue`) passed.
    func testATestWithAKnownIssuePassed() {
        XCTAssertEqual(TestCounts.parse(#"""
            ◇ Test run started.
            ◇ Suite KnownTests started.
            ◇ Test known() started.
            ━ Test known() recorded a known issue at SettingsTestDoubles.swift:291:23: Issue recorded
            ↳ SettingsStoreMock.count() is not stubbed: set countReturnValue
            ━ Test known() passed after 0.001 seconds with 1 known issue.
            ━ Suite KnownTests passed after 0.001 seconds with 1 known issue.
            ━ Test run with 1 test in 1 suite passed after 0.001 seconds with 1 known issue.
            """#), TestCounts(passed: 1))
    }

    /// `swift test --skip-build` of both kits' tests (`[0/1] Planning build` left out).
    static let bothKits = #"""
        Test Suite 'All tests' started at 2026-12-05 18:36:28.893
        Test Suite 'debug.xctest' started at 2026-12-05 18:36:28.955
        Test Suite 'ItemsPresenterTests' started at 2026-12-05 18:36:28.955
        Test Case 'ItemsPresenterTests.testFailsOnce' started at 2026-12-05 18:36:28.955
        /tmp/cl-sample/Tests/AppTests/ItemsPresenterTests.swift:10: error: ItemsPresenterTests.testFailsOnce : XCTAssertTrue failed - 
        Test Case 'ItemsPresenterTests.testFailsOnce' failed (0.044 seconds)
        Test Case 'ItemsPresenterTests.testFailsTwice' started at 2026-12-05 18:36:28.999
        /tmp/cl-sample/Tests/AppTests/ItemsPresenterTests.swift:7: error: ItemsPresenterTests.testFailsTwice : XCTAssertEqual failed: ("4") is not equal to ("5") - 
        /tmp/cl-sample/Tests/AppTests/ItemsPresenterTests.swift:8: error: ItemsPresenterTests.testFailsTwice : XCTAssertEqual failed: ("6") is not equal to ("7") - 
        Test Case 'ItemsPresenterTests.testFailsTwice' failed (0.0 seconds)
        Test Case 'ItemsPresenterTests.testPasses' started at 2026-12-05 18:36:28.999
        Test Case 'ItemsPresenterTests.testPasses' passed (0.0 seconds)
        Test Case 'ItemsPresenterTests.testSkipped' started at 2026-12-05 18:36:28.999
        /tmp/cl-sample/Tests/AppTests/ItemsPresenterTests.swift:11: ItemsPresenterTests.testSkipped : Test skipped - not now
        Test Case 'ItemsPresenterTests.testSkipped' skipped (0.0 seconds)
        Test Suite 'ItemsPresenterTests' failed at 2026-12-05 18:36:29.000
        	 Executed 4 tests, with 1 test skipped and 3 failures (0 unexpected) in 0.045 (0.045) seconds
        Test Suite 'debug.xctest' failed at 2026-12-05 18:36:29.000
        	 Executed 4 tests, with 1 test skipped and 3 failures (0 unexpected) in 0.045 (0.045) seconds
        Test Suite 'All tests' failed at 2026-12-05 18:36:29.000
        	 Executed 4 tests, with 1 test skipped and 3 failures (0 unexpected) in 0.045 (0.045) seconds
        ◇ Test run started.
        ↳ Testing Library Version: 6.3.1 (937120cbc281cf2)
        ↳ Target Platform: x86_64-unknown-linux-gnu
        ◇ Suite ItemsAddPresenterTests started.
        ◇ Test freeFunction() started.
        ◇ Test failsTwice() started.
        ➜ Test skipped() skipped: "not now"
        ◇ Test passes() started.
        ◇ Test failsOnce() started.
        ✘ Test failsTwice() recorded an issue at ItemsAddPresenterTests.swift:7:9: Expectation failed: (double(2) → 4) == 5
        ✘ Test failsTwice() recorded an issue at ItemsAddPresenterTests.swift:8:9: Expectation failed: (double(3) → 6) == 7
        ✘ Test failsOnce() recorded an issue at ItemsAddPresenterTests.swift:10:30: Expectation failed: Bool(false)
        ✔ Test freeFunction() passed after 0.001 seconds.
        ✘ Test failsTwice() failed after 0.001 seconds with 2 issues.
        ✔ Test passes() passed after 0.001 seconds.
        ✘ Test failsOnce() failed after 0.001 seconds with 1 issue.
        ✘ Suite ItemsAddPresenterTests failed after 0.001 seconds with 3 issues.
        ✘ Test run with 5 tests in 1 suite failed after 0.001 seconds with 3 issues.
        """#

    /// An XCTest test calling `fatalError` (its backtrace left out).
    static let xctestCrash = #"""
        error: Process '/tmp/cl-sample/.build/x86_64-unknown-linux-gnu/debug/AppPackageTests.xctest AppTests.CrashingTests/testCrashes' exited with unexpected signal code 4
        Test Suite 'Selected tests' started at 2026-12-05 18:38:16.855
        Test Suite 'CrashingTests' started at 2026-12-05 18:38:16.856
        Test Case 'CrashingTests.testCrashes' started at 2026-12-05 18:38:16.856
        AppTests/CrashTests.swift:5: Fatal error: boom
        *** Signal 4: Backtracing from 0x7fe457ef9361... done ***
        """#

    /// A Swift Testing test calling `fatalError`, after the XCTest tests passed (its backtrace left out).
    static let swiftTestingCrash = #"""
        Test Suite 'Selected tests' started at 2026-12-05 18:38:18.621
        Test Suite 'CrashingTests' started at 2026-12-05 18:38:18.650
        Test Case 'CrashingTests.testCrashes' started at 2026-12-05 18:38:18.650
        Test Case 'CrashingTests.testCrashes' passed (0.001 seconds)
        Test Suite 'CrashingTests' passed at 2026-12-05 18:38:18.652
        	 Executed 1 test, with 0 failures (0 unexpected) in 0.001 (0.001) seconds
        Test Suite 'Selected tests' passed at 2026-12-05 18:38:18.652
        	 Executed 1 test, with 0 failures (0 unexpected) in 0.001 (0.001) seconds
        ◇ Test run started.
        ↳ Testing Library Version: 6.3.1 (937120cbc281cf2)
        ↳ Target Platform: x86_64-unknown-linux-gnu
        ◇ Suite CrashingSuite started.
        ◇ Test crashes() started.
        AppTests/CrashTests.swift:9: Fatal error: bang
        """#
}
