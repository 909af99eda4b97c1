import ArchGenKit
import XCTest

/// The lines of `swift build` and `swift test` output that are messages.
final class CompilerMessageTests: XCTestCase {
    func testCompilerDiagnosticWithLineAndColumn() {
        XCTAssertEqual(
            CompilerMessage.parse(line: "/c/package/Sources/SignIn/SignInPresenter.swift:12:9: error: cannot find 'x' in scope"),
            CompilerMessage(path: "/c/package/Sources/SignIn/SignInPresenter.swift", line: 12, column: 9,
                            severity: .error, message: "cannot find 'x' in scope"))
        XCTAssertEqual(CompilerMessage.parse(line: "/a/B.swift:3:1: warning: variable 'y' was never used")?.severity, .warning)
        XCTAssertEqual(CompilerMessage.parse(line: "/a/B.swift:3:1: note: did you mean 'z'?")?.severity, .note)
    }

    func testXCTestFailureHasALineOnlyAndLosesItsTrailingDash() {
        XCTAssertEqual(
            CompilerMessage.parse(line: "/c/package/Tests/SignInTests/T.swift:40: error: T.testX : XCTAssertEqual failed: (\"1\") is not equal to (\"2\") - "),
            CompilerMessage(path: "/c/package/Tests/SignInTests/T.swift", line: 40, column: nil, severity: .error,
                            message: "T.testX : XCTAssertEqual failed: (\"1\") is not equal to (\"2\")"))
    }

    func testSwiftTestingIssue() {
        XCTAssertEqual(
            CompilerMessage.parse(line: "✘ Test signIn() recorded an issue at SignInTests.swift:12:9: Expectation failed: (count → 1) == 2"),
            CompilerMessage(path: "SignInTests.swift", line: 12, column: 9, severity: .error,
                            message: "Test signIn() failed: Expectation failed: (count → 1) == 2"))
    }

    func testAMessageAboutNoFileIsAFollowUpWhenItOnlySaysAStepFailed() throws {
        let followUp = try XCTUnwrap(CompilerMessage.parse(line: "error: emit-module command failed with exit code 1 (use -v to see invocation)"))
        XCTAssertEqual(followUp, CompilerMessage(path: nil, line: nil, column: nil, severity: .error,
                                                 message: "emit-module command failed with exit code 1 (use -v to see invocation)"))
        XCTAssertTrue(followUp.isFollowUp)
        XCTAssertFalse(try XCTUnwrap(CompilerMessage.parse(line: "error: no such module 'UIKit'")).isFollowUp)
    }

    func testCancelledIsSwiftPMsNoiseAndNothingElseIs() throws {
        for line in ["error: cancelled", "error: build cancelled"] {
            XCTAssertTrue(try XCTUnwrap(CompilerMessage.parse(line: line)).isCancellation, line)
        }
        for line in ["error: no such module 'UIKit'", "/a/B.swift:3:1: error: cancelled",
                     "error: emit-module command failed with exit code 1 (use -v to see invocation)"] {
            XCTAssertFalse(try XCTUnwrap(CompilerMessage.parse(line: line)).isCancellation, line)
        }
    }

    func testProgressExcerptsAndOtherLinesAreNotMessages() {
        for line in ["[12/40] Compiling SignIn SignInPresenter.swift", "Building for debugging...",
                     "12 |         let x = y", "   |                 `- error: cannot find 'y' in scope",
                     "Build complete! (1.2s)", "Test Case 'T.testX' passed (0.001 seconds)"] {
            XCTAssertNil(CompilerMessage.parse(line: line), line)
        }
    }

    func testParseKeepsEachMessageOnceInOrder() {
        let output = """
            [3/9] Compiling SignIn SignInPresenter.swift
            /a/P.swift:2:5: error: first
            2 | x
              | `- error: first
            /a/P.swift:4:1: warning: second
            /a/P.swift:2:5: error: first
            """
        XCTAssertEqual(CompilerMessage.parse(output).map(\.message), ["first", "second"])
    }
}
