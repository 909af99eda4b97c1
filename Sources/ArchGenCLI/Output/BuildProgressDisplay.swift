import ArchGenKit
import Dispatch
import Foundation

/// Shows what a build is doing, on stderr. On a terminal: one line redrawn
/// in place every 100 ms, whether or not SwiftPM printed anything, naming the
/// step and the user's module (`building SignIn [12/40]  4.2 s`,
/// `building SignIn's tests …`, `linking the tests …`, `testing SignIn:
/// SignInPresenterTests.testX …`). Elsewhere (CI, a pipe, `TERM=dumb`): a
/// plain line as each phase starts, and nothing in between.
final class BuildProgressDisplay: @unchecked Sendable {
    /// Starts calling `tick` every `interval` on another thread; returns what stops it.
    typealias Ticker = @Sendable (_ interval: Duration, _ tick: @escaping @Sendable () -> Void) -> @Sendable () -> Void

    static let interval: Duration = .milliseconds(100)

    private let console: Console
    private let now: @Sendable () -> ContinuousClock.Instant
    private let interactive: Bool
    private let start: ContinuousClock.Instant
    private let modules: [String]
    private let header: String
    private let ticker: Ticker
    private let lock = NSLock()
    private var progress: BuildChecker.Progress?
    private var stopTicking: (@Sendable () -> Void)?
    private var drawn = false

    /// Says nothing until the build starts, which it does not when the last
    /// build is reused.
    init(console: Console, modules: [String], runTests: Bool, ticker: @escaping Ticker = BuildProgressDisplay.dispatchTicker) {
        self.console = console
        self.now = console.system.now
        let variables = console.system.variables
        self.interactive = console.system.stderrIsTerminal && variables["CI"] == nil && variables["TERM"] != "dumb"
        self.start = console.system.now()
        self.modules = modules
        self.ticker = ticker
        let names = modules.count <= 3 ? modules.joined(separator: ", ") : "\(modules.count) modules"
        let tests = modules.count == 1 ? "its tests" : "their tests"
        self.header = "building \(names) with \(tests)" + (runTests ? ", then running them" : "") + "…"
    }

    func update(_ update: BuildChecker.Progress) {
        guard !console.quiet else { return }
        lock.withLock {
            if update.phase != progress?.phase {
                if update.phase == .building {
                    write(header + "\n")
                } else if !interactive || progress == nil {
                    write("running the tests…\n")
                }
            }
            var update = update
            // A step line naming no target (SwiftPM writing a file) keeps the target named last.
            if update.subject == nil, update.phase == progress?.phase { update.subject = progress?.subject }
            progress = update
            guard interactive else { return }
            if stopTicking == nil {
                draw()
                stopTicking = ticker(Self.interval) { [weak self] in self?.tick() }
            }
        }
    }

    /// Clears the progress line, if one was drawn, and stops its clock.
    func finish() {
        let stop = lock.withLock {
            defer { stopTicking = nil }
            if drawn { console.system.standardError("\r\u{1B}[K") }
            drawn = false
            return stopTicking
        }
        stop?()
    }

    private func tick() {
        lock.withLock { if stopTicking != nil { draw() } }
    }

    /// Call with the lock held.
    private func draw() {
        guard let progress else { return }
        console.system.standardError("\r\u{1B}[K" + Self.describe(progress, modules: modules) + "  " + ActionReport.format(now() - start))
        drawn = true
    }

    /// Call with the lock held: a whole line, over the progress line if one is drawn.
    private func write(_ line: String) {
        console.system.standardError((drawn ? "\r\u{1B}[K" : "") + line)
        drawn = false
    }

    /// `building SignIn [12/40]`, `building SignIn's tests [20/40]`,
    /// `linking the tests [38/40]`, `testing SignIn: SignInPresenterTests.testX`.
    static func describe(_ progress: BuildChecker.Progress, modules: [String]) -> String {
        var text = progress.phase.rawValue
        switch progress.phase {
        case .building:
            if let target = progress.subject {
                if modules.contains(target) {
                    text += " " + target
                } else if target.hasSuffix("Tests"), modules.contains(String(target.dropLast(5))) {
                    text = "building \(target.dropLast(5))'s tests"
                } else {
                    text = "linking the tests"
                }
            }
            if let step = progress.step { text += " [\(step.done)/\(step.total)]" }
        case .testing:
            if let test = progress.subject {
                let suite = test.split(separator: ".").first.map(String.init) ?? test
                let module = modules.filter { suite.hasPrefix($0) }.max { $0.count < $1.count }
                text += " " + (module.map { $0 + ": " } ?? "") + test
            }
        }
        return text
    }

    /// A `DispatchSourceTimer` on a utility queue.
    static let dispatchTicker: Ticker = { interval, tick in
        let timer = TimerBox(DispatchSource.makeTimerSource(queue: .global(qos: .utility)))
        let nanoseconds = Int(interval.components.seconds * 1_000_000_000 + interval.components.attoseconds / 1_000_000_000)
        timer.source.schedule(deadline: .now() + .nanoseconds(nanoseconds), repeating: .nanoseconds(nanoseconds))
        timer.source.setEventHandler(handler: tick)
        timer.source.resume()
        return { timer.source.cancel() }
    }
}

/// A timer source, which Dispatch allows to be used from any thread.
private final class TimerBox: @unchecked Sendable {
    let source: any DispatchSourceTimer

    init(_ source: any DispatchSourceTimer) {
        self.source = source
    }
}
