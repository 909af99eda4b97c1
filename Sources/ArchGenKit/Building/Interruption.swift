import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Ctrl-C (SIGINT), SIGTERM and SIGHUP (the terminal closed), as a run must
/// take them: the programs it started stop, no file is left half-written,
/// and it exits with 128 + the signal after one line saying so. (A terminal's
/// SIGHUP reaches only archgen's group, never its children's: unhandled, it
/// left their compilers running.)
///
/// The signal handler only writes the signal's number into a pipe; a thread
/// waiting on that pipe does the rest. Every `ChildProcess` runs in its own
/// process group (so a Ctrl-C in a terminal reaches archgen alone, which
/// decides). That thread sends the signal to those groups and to every
/// process below this one (`ProcessTree`: a build's compilers run in groups
/// of their own), then SIGKILL to those that have not ended within
/// `gracePeriod`. It then waits for a write under way (`uninterrupted`) to
/// finish, so a batch of files is written wholly or not at all, reports,
/// and exits. A thread that sees the interruption (a child that ended, a
/// write about to start) waits for that exit instead of going on.
package enum Interruption {
    /// How long a stopped program gets to end before it is killed.
    static let gracePeriod: Duration = .seconds(3)

    /// Installs the handlers for SIGINT, SIGTERM and SIGHUP (once); `report` is
    /// called with the signal and whether a write finished before it, just
    /// before the process exits.
    package static func handleSignals(report: @escaping @Sendable (_ signal: Int32, _ wroteFiles: Bool) -> Void) {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return }
        _ = fcntl(ends[0], F_SETFD, FD_CLOEXEC)
        _ = fcntl(ends[1], F_SETFD, FD_CLOEXEC)
        signalPipe = ends[1]
        ProcessTree.adoptOrphans()
        let readEnd = ends[0]
        Thread.detachNewThread {
            var byte: UInt8 = 0
            while read(readEnd, &byte, 1) != 1 {}
            stop(signal: Int32(byte), report: report)
        }
        for signal in [SIGINT, SIGTERM, SIGHUP] {
            var action = sigaction()
            #if canImport(Darwin)
            action.__sigaction_u.__sa_handler = forwardToPipe
            #else
            action.__sigaction_handler.sa_handler = forwardToPipe
            #endif
            action.sa_flags = SA_RESTART
            sigemptyset(&action.sa_mask)
            sigaction(signal, &action, nil)
        }
    }

    /// Starts a program with `spawn` unless the run is interrupted (then
    /// waits for the exit), and records its process group so an
    /// interruption stops it.
    static func starting<Started>(_ spawn: () throws(ProcessError) -> Started, group: (Started) -> pid_t) throws(ProcessError) -> Started {
        state.lock.lock()
        if state.signal != nil {
            state.lock.unlock()
            waitForExit()
        }
        defer { state.lock.unlock() }
        let started = try spawn()
        state.groups.insert(group(started))
        return started
    }

    /// The program leading `group` has ended; when that is because the run
    /// was interrupted, waits for the exit instead of returning.
    static func ended(group: pid_t) {
        state.lock.lock()
        state.groups.remove(group)
        let interrupted = state.signal != nil
        state.lock.unlock()
        if interrupted { waitForExit() }
    }

    /// Runs `body` (a write) wholly: an interruption meanwhile takes effect
    /// when it returns, and one before it keeps it from starting.
    package static func uninterrupted<Result, Failure: Error>(_ body: () throws(Failure) -> Result) throws(Failure) -> Result {
        state.writing.lock()
        state.lock.lock()
        let interrupted = state.signal != nil
        state.lock.unlock()
        if interrupted {
            state.writing.unlock()
            waitForExit()
        }
        defer {
            state.wrote = true
            state.writing.unlock()
        }
        return try body()
    }

    private static func stop(signal: Int32, report: @Sendable (Int32, Bool) -> Void) {
        state.lock.lock()
        state.signal = signal
        let groups = state.groups
        state.lock.unlock()
        for group in groups { kill(-group, signal) }
        ProcessTree.descendants(of: getpid()).forEach { kill($0, signal) }
        if !waitUntilEnded(groups, for: gracePeriod) {
            let deadline = ContinuousClock.now + .seconds(2)
            repeat {
                for group in groups { kill(-group, SIGKILL) }
                ProcessTree.descendants(of: getpid()).forEach { kill($0, SIGKILL) }
            } while !waitUntilEnded(groups, for: .milliseconds(100)) && ContinuousClock.now < deadline
        }
        state.writing.lock()  // never unlocked: no write starts from now on
        report(signal, state.wrote)
        _exit(128 + signal)
    }

    /// Whether every process below this one and of `groups` has ended within `limit`.
    private static func waitUntilEnded(_ groups: Set<pid_t>, for limit: Duration) -> Bool {
        let deadline = ContinuousClock.now + limit
        while ContinuousClock.now < deadline {
            // Reaps the ended ones, orphans adopted included (the run's threads no longer need their statuses).
            while waitpid(-1, nil, WNOHANG) > 0 {}
            if ProcessTree.descendants(of: getpid()).isEmpty, groups.allSatisfy({ kill(-$0, 0) != 0 && errno == ESRCH }) {
                return true
            }
            usleep(10_000)
        }
        return false
    }

    /// Blocks the calling thread until the interruption's thread exits the process.
    private static func waitForExit() -> Never {
        while true { pause() }
    }

    private static let state = InterruptionState()
}

/// Written once, before the handlers are installed; read by them.
nonisolated(unsafe) private var signalPipe: Int32 = -1

/// The signal handler: async-signal-safe, it only writes the signal's number.
private func forwardToPipe(_ signal: Int32) {
    var byte = UInt8(truncatingIfNeeded: signal)
    _ = write(signalPipe, &byte, 1)
}

/// What the interruption's thread and the run's threads share.
private final class InterruptionState: @unchecked Sendable {
    /// Guards `signal` and `groups`.
    let lock = NSLock()
    /// Held while files are written.
    let writing = NSRecursiveLock()
    var signal: Int32?
    var groups: Set<pid_t> = []
    /// Whether a write finished (read and written under `writing`).
    var wrote = false
}
