import ArchGenKit

/// Shows what a build is doing, on stderr: on a terminal one line redrawn in
/// place (`building [12/40] SignIn  4.2 s`), elsewhere (CI, a pipe) a plain
/// line as each phase starts and nothing in between.
final class BuildProgressDisplay {
    private let console: Console
    private let now: @Sendable () -> ContinuousClock.Instant
    private let interactive: Bool
    private let start: ContinuousClock.Instant
    private var phase: BuildChecker.Progress.Phase?
    private var lastDrawn: ContinuousClock.Instant?

    private let header: String

    /// Says nothing until the build starts, which it does not when the last
    /// build is reused.
    init(console: Console, modules: [String], runTests: Bool) {
        self.console = console
        self.now = console.system.now
        self.interactive = console.system.stderrIsTerminal
        self.start = console.system.now()
        let names = modules.count <= 3 ? modules.joined(separator: ", ") : "\(modules.count) modules"
        let tests = modules.count == 1 ? "its tests" : "their tests"
        self.header = "building \(names) with \(tests)" + (runTests ? ", then running them" : "") + "…"
    }

    func update(_ progress: BuildChecker.Progress) {
        if progress.phase != phase {
            if progress.phase == .building {
                console.printError(header)
            } else if !interactive || phase == nil {
                console.printError("running the tests…")
            }
            phase = progress.phase
        }
        guard interactive else { return }
        let time = now()
        // Redraw at most ten times a second: SwiftPM can print hundreds of steps.
        if let lastDrawn, time - lastDrawn < .milliseconds(100) { return }
        lastDrawn = time
        var text = progress.phase.rawValue
        if let step = progress.step { text += " [\(step.done)/\(step.total)]" }
        if let subject = progress.subject { text += " " + subject }
        console.system.standardError("\r\u{1B}[K" + text + "  " + ActionReport.format(time - start))
    }

    /// Clears the progress line, if one was drawn.
    func finish() {
        if lastDrawn != nil { console.system.standardError("\r\u{1B}[K") }
    }
}
