import Foundation
import TestSupport
import XCTest

/// Doubles never crash on what a test did not stub, through the real binary and a real build.
final class UnstubbedDoubleBuildTests: XCTestCase {
    /// A double's member that a test did not stub fails that test, and the run goes on (guarantees.md):
    /// one that may throw throws, another returns a sample; with XCTest (`XCTFail`) and Swift Testing
    /// (`Issue.record`, seen by `withKnownIssue`), two modules' doubles in one build.
    func testAnUnstubbedDoubleFailsItsTestWithoutStoppingTheRun() throws {
        _ = try SwiftToolchain.requireSwift()
        let spec = """
            module: Prefs
            style: viper
            platform: none
            tests: xctest
            view:
              - show(title: String)
            events:
              - load()
            routes:
              - close()
            services:
              PrefsStore:
                - load() throws -> Int
                - count() -> Int

            """
        let scratch = try ScratchDirectory()
        func run(_ arguments: String..., environment: [String: String] = [:]) throws -> BinaryRunner.Result {
            try BinaryRunner.run(arguments, in: scratch.url, environment: ["NO_COLOR": "1"].merging(environment) { $1 })
        }
        try scratch.write("Prefs.archgen", spec)
        try scratch.write("Quiz.archgen", spec.replacingOccurrences(of: "Prefs", with: "Quiz")
            .replacingOccurrences(of: "tests: xctest", with: "tests: swift-testing"))
        XCTAssertEqual(try run("generate").status, 0)
        try scratch.write("PrefsTests/UnstubbedTests.swift", """
            import XCTest
            @testable import Prefs

            final class UnstubbedTests: XCTestCase {
                func testAThrowingMemberThrows() {
                    XCTAssertThrowsError(try PrefsStoreMock().load()) { error in
                        XCTAssertEqual("\\(error)", "PrefsStoreMock.load() is not stubbed: set loadReturnValue")
                    }
                }

                func testAnotherReturnsASample() {
                    XCTAssertEqual(PrefsStoreMock().count(), 1)
                }
            }

            """)
        try scratch.write("QuizTests/UnstubbedTests.swift", """
            import Testing
            @testable import Quiz

            struct UnstubbedTests {
                @Test func aThrowingMemberThrows() {
                    var thrown = ""
                    withKnownIssue {
                        do { _ = try QuizStoreMock().load() } catch { thrown = "\\(error)" }
                    }
                    #expect(thrown == "QuizStoreMock.load() is not stubbed: set loadReturnValue")
                }

                @Test func anotherReturnsASample() {
                    var count = 0
                    withKnownIssue { count = QuizStoreMock().count() }
                    #expect(count == 1)
                }
            }

            """)
        // A crash (as before doubles recorded failures) ends the run at once, without a backtrace.
        let result = try run("check", "--run-tests", environment: ["SWIFT_BACKTRACE": "enable=no"])
        XCTAssertEqual(result.status, 1, result.standardError)
        let failures = result.standardError.components(separatedBy: "\n").filter { $0.contains(": error: ") }
        XCTAssertEqual(failures.map { $0.components(separatedBy: ": error: ").last }, [
            "UnstubbedTests.testAThrowingMemberThrows : failed - PrefsStoreMock.load() is not stubbed: set loadReturnValue",
            "UnstubbedTests.testAnotherReturnsASample : failed - PrefsStoreMock.count() is not stubbed: set countReturnValue",
        ].sorted(), result.standardError)
        XCTAssertTrue(failures.allSatisfy { $0.hasPrefix("PrefsTests/PrefsTestDoubles.swift:") }, result.standardError)
        XCTAssertTrue(result.standardOutput.contains(" 2 test failures; "), result.standardOutput)
    }
}
