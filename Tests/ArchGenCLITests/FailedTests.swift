/// The tests a failing `check --run-tests` names, read from its errors: XCTest's
/// `…: error: HelloInteractorTests.testX : …` as `HelloInteractorTests.testX`,
/// Swift Testing's `…: error: Test fetchX() failed: …` as `fetchX`. A build test
/// that breaks several independent steps in one run compares them with the tests
/// it expects to fail, so that each step is seen to fail its own test.
enum FailedTests {
    static func names(in output: String) -> Set<String> {
        Set(output.matches(of: #/ error: (\w+\.\w+) : /#).map { String($0.1) }
            + output.matches(of: #/ error: Test (\w+)\(\) failed: /#).map { String($0.1) })
    }
}
