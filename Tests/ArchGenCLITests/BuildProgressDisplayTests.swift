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

        func console(terminal: Bool, variables: [String: String] = [:]) -> Console {
            Console(system: SystemEnvironment(
                standardOutput: { _ in }, standardError: { text in self.lock.withLock { self.written += text } },
                stderrIsTerminal: terminal, variables: variables, fileSystem: InMemoryFileSystem(), now: { self.lock.withLock { self.time } }))
        }

        /// The clock of the progress line, ticked by the test.
        private var ticks: [@Sendable () -> Void] = []
        private(set) var interval: Duration?
        private(set) var stopped = false

        var ticker: BuildProgressDisplay.Ticker {
            { interval, tick in
                self.lock.withLock {
                    self.interval = interval
                    self.ticks.append(tick)
                }
                return { self.lock.withLock { self.stopped = true } }
            }
        }

        func tick(after milliseconds: Int) {
            advance(milliseconds: milliseconds)
            lock.withLock { ticks }.forEach { $0() }
        }
    }

    /// While SwiftPM prints nothing, the clock still moves, every 100 ms.
    func testATerminalGetsOneLineRedrawnEveryTenthOfASecond() {
        let harness = Harness()
        let display = BuildProgressDisplay(
            console: harness.console(terminal: true), modules: ["SignIn", "Profile"], runTests: true, ticker: harness.ticker)
        display.update(.init(phase: .building))
        XCTAssertEqual(harness.interval, .milliseconds(100))
        harness.tick(after: 100)
        display.update(.init(phase: .building, step: (3, 9), subject: "SignIn"))
        harness.tick(after: 100)
        harness.tick(after: 3_000)
        display.update(.init(phase: .building, step: (4, 9), subject: nil))
        display.update(.init(phase: .building, step: (5, 9), subject: "ProfileTests"))
        harness.tick(after: 100)
        display.update(.init(phase: .building, step: (8, 9), subject: "linking"))
        harness.tick(after: 100)
        display.update(.init(phase: .testing))
        harness.tick(after: 100)
        display.update(.init(phase: .testing, subject: "ProfilePresenterTests.testX"))
        harness.tick(after: 100)
        display.finish()
        XCTAssertTrue(harness.stopped)
        XCTAssertEqual(harness.stderr, "building SignIn, Profile with their tests, then running them…\n"
            + "\r\u{1B}[Kbuilding  0 ms"
            + "\r\u{1B}[Kbuilding  100 ms"
            + "\r\u{1B}[Kbuilding SignIn [3/9]  200 ms"
            + "\r\u{1B}[Kbuilding SignIn [3/9]  3.2 s"
            + "\r\u{1B}[Kbuilding Profile's tests [5/9]  3.3 s"
            + "\r\u{1B}[Klinking the tests [8/9]  3.4 s"
            + "\r\u{1B}[Ktesting  3.5 s"
            + "\r\u{1B}[Ktesting Profile: ProfilePresenterTests.testX  3.6 s"
            + "\r\u{1B}[K")
    }

    /// In CI (CI set) and with TERM=dumb a terminal gets plain lines too.
    func testCIAndDumbTerminalsGetPlainLines() {
        for variables in [["CI": "true"], ["TERM": "dumb"]] {
            let harness = Harness()
            let display = BuildProgressDisplay(
                console: harness.console(terminal: true, variables: variables), modules: ["A"], runTests: false, ticker: harness.ticker)
            display.update(.init(phase: .building, step: (1, 9), subject: "A"))
            harness.tick(after: 100)
            display.finish()
            XCTAssertEqual(harness.stderr, "building A with its tests…\n", "\(variables)")
            XCTAssertNil(harness.interval, "no clock")
        }
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
            BuildProgressDisplay(console: quiet.console(terminal: terminal), modules: ["SignIn"], runTests: false, ticker: quiet.ticker)
                .finish()
            XCTAssertEqual(quiet.stderr, "")
            let testing = Harness()
            let display = BuildProgressDisplay(
                console: testing.console(terminal: terminal), modules: ["SignIn"], runTests: true, ticker: testing.ticker)
            display.update(.init(phase: .testing, subject: "T.test"))
            XCTAssertTrue(testing.stderr.hasPrefix("running the tests…\n"), testing.stderr)
            XCTAssertFalse(testing.stderr.contains("building"), testing.stderr)
        }
    }
}
