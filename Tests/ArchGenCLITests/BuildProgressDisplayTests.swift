@testable import ArchGenCLI
import ArchGenKit
import Foundation
import XCTest

/// The build's progress on stderr: one line redrawn on a terminal, plain
/// lines elsewhere.
final class BuildProgressDisplayTests: XCTestCase {
    /// Captured stderr and a clock the test moves.
    private final class Harness: @unchecked Sendable {
        private let lock = NSLock()
        private var written = ""
        private var time = ContinuousClock.now

        var stderr: String { lock.withLock { written } }

        func advance(milliseconds: Int) {
            lock.withLock { time = time.advanced(by: .milliseconds(milliseconds)) }
        }

        func console(terminal: Bool) -> Console {
            Console(system: SystemEnvironment(
                readFile: { _ in [] }, fileExists: { _ in false }, isDirectory: { _ in false },
                standardOutput: { _ in }, standardError: { text in self.lock.withLock { self.written += text } },
                stderrIsTerminal: terminal, variables: [:], now: { self.lock.withLock { self.time } }))
        }
    }

    func testATerminalGetsOneLineRedrawnAtMostTenTimesASecond() {
        let harness = Harness()
        let display = BuildProgressDisplay(console: harness.console(terminal: true), modules: ["SignIn"], runTests: true)
        display.update(.init(phase: .building))
        harness.advance(milliseconds: 1_200)
        display.update(.init(phase: .building, step: (3, 9), subject: "SignIn"))
        harness.advance(milliseconds: 50)
        display.update(.init(phase: .building, step: (4, 9), subject: "SignIn"))
        harness.advance(milliseconds: 1_000)
        display.update(.init(phase: .testing, subject: "SignInPresenterTests.testX"))
        display.finish()
        XCTAssertEqual(harness.stderr, "building SignIn with its tests, then running them…\n"
            + "\r\u{1B}[Kbuilding  0 ms"
            + "\r\u{1B}[Kbuilding [3/9] SignIn  1.2 s"
            + "\r\u{1B}[Ktesting SignInPresenterTests.testX  2.2 s"
            + "\r\u{1B}[K")
    }

    func testElsewhereEachPhaseIsAPlainLine() {
        let harness = Harness()
        let display = BuildProgressDisplay(
            console: harness.console(terminal: false), modules: ["A", "B", "C", "D"], runTests: true)
        display.update(.init(phase: .building, step: (1, 9), subject: "A"))
        display.update(.init(phase: .testing, subject: "T.test"))
        display.update(.init(phase: .testing, subject: "T.test2"))
        display.finish()
        XCTAssertEqual(harness.stderr, "building 4 modules with their tests, then running them…\nrunning the tests…\n")
    }

    func testAReusedBuildSaysNothingOrThatTheTestsRun() {
        for terminal in [true, false] {
            let quiet = Harness()
            BuildProgressDisplay(console: quiet.console(terminal: terminal), modules: ["SignIn"], runTests: false).finish()
            XCTAssertEqual(quiet.stderr, "")
            let testing = Harness()
            let display = BuildProgressDisplay(console: testing.console(terminal: terminal), modules: ["SignIn"], runTests: true)
            display.update(.init(phase: .testing, subject: "T.test"))
            XCTAssertTrue(testing.stderr.hasPrefix("running the tests…\n"), testing.stderr)
            XCTAssertFalse(testing.stderr.contains("building"), testing.stderr)
        }
    }
}
