import Foundation
import TestSupport
import XCTest

/// SIGINT (an IDE's stop button, Ctrl-C), SIGTERM (a CI's cancel) and SIGHUP (a closed terminal) sent
/// to archgen while `new` or `check` builds: the run stops at once with
/// 128 + the signal and one line saying it was interrupted, writes nothing,
/// and leaves no `swift build` or compiler running.
final class SignalInterruptionBuildTests: XCTestCase {
    func testSIGINTDuringNewStopsItsBuildAndWritesNothing() throws {
        try interruptNew(with: SIGINT, name: "SIGINT")
    }

    func testSIGTERMDuringNewStopsItsBuildAndWritesNothing() throws {
        try interruptNew(with: SIGTERM, name: "SIGTERM")
    }

    func testSIGINTDuringCheckStopsItsBuild() throws {
        try interruptCheck(with: SIGINT, name: "SIGINT")
    }

    func testSIGTERMDuringCheckStopsItsBuild() throws {
        try interruptCheck(with: SIGTERM, name: "SIGTERM")
    }

    /// A closed terminal: its SIGHUP reaches archgen's process group only, not its compilers'.
    func testSIGHUPDuringCheckStopsItsBuild() throws {
        try interruptCheck(with: SIGHUP, name: "SIGHUP")
    }

    private func interruptNew(with signal: Int32, name: String) throws {
        _ = try SwiftToolchain.requireSwift()
        let (project, cache) = (try ScratchDirectory(), try ScratchDirectory())
        try interrupt(["new", "Profile"], in: project.url, cache: cache.url, with: signal, name: name)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: project.url.path), [], "nothing written")
    }

    private func interruptCheck(with signal: Int32, name: String) throws {
        _ = try SwiftToolchain.requireSwift()
        let (project, cache) = (try ScratchDirectory(), try ScratchDirectory())
        let made = try BinaryRunner.run(["new", "Profile", "--no-build"], in: project.url)
        XCTAssertEqual(made.status, 0, made.standardError)
        let before = try project.snapshot()
        try interrupt(["check"], in: project.url, cache: cache.url, with: signal, name: name)
        XCTAssertTrue(try project.snapshot() == before, "nothing written")
    }

    /// Runs archgen with `arguments` and a cold build cache, sends `signal`
    /// once its build has started compilers, and checks how it ended.
    private func interrupt(_ arguments: [String], in folder: URL, cache: URL, with signal: Int32, name: String) throws {
        let run = try BinaryRunner.start(arguments, in: folder, environment: ["ARCHGEN_CACHE_DIR": cache.path])
        let archgen = run.process.processIdentifier
        var seen: Set<ProcessEntry> = []
        let deadline = Date().addingTimeInterval(120)
        // Until the build compiles the sandbox package in the cache.
        func compiling() -> Bool {
            seen.contains { ["swiftc", "swift-frontend"].contains($0.command) && $0.commandLine.contains(cache.path) }
        }
        while run.process.isRunning, Date() < deadline, !compiling() {
            seen.formUnion(ProcessEntry.descendants(of: archgen))
            usleep(20_000)
        }
        XCTAssertTrue(run.process.isRunning && compiling(), "archgen's build started no compiler: \(seen.map(\.command))")
        kill(archgen, signal)
        let result = run.wait()

        XCTAssertEqual(result.status, 128 + signal)
        let lines = result.standardError.split(separator: "\n").filter { !$0.hasPrefix("building ") }
        XCTAssertEqual(lines, ["error: interrupted by \(name); nothing was written"], result.standardError)
        XCTAssertFalse(result.standardOutput.contains("error"), result.standardOutput)
        // No process it started is left: none seen, none of their groups, none working in the cache.
        let living = ProcessEntry.all()
        XCTAssertEqual(living.filter { seen.contains($0) }.map(\.command), [])
        XCTAssertEqual(living.filter { entry in seen.contains { $0.group == entry.group } }.map(\.command), [])
        XCTAssertEqual(living.filter { $0.commandLine.contains(cache.path) }.map(\.command), [])
    }
}

/// A living process, from /proc; two are the same process when they have
/// the same identifier and start time.
private struct ProcessEntry: Hashable {
    var pid: pid_t
    /// When it started, in clock ticks since boot: with `pid`, it names the process.
    var start: UInt64
    var parent: pid_t
    var group: pid_t
    var command: String
    var commandLine: String

    static func == (left: ProcessEntry, right: ProcessEntry) -> Bool {
        (left.pid, left.start) == (right.pid, right.start)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(pid)
        hasher.combine(start)
    }

    static func all() -> [ProcessEntry] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { entry in
            guard let pid = pid_t(entry),
                  let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                  let open = stat.firstIndex(of: "("), let close = stat.lastIndex(of: ")") else { return nil }
            // After "pid (name) ": state, parent, group, session, tty, tty group, flags, 4 fault counts, 4 times,
            // priority, nice, threads, itimer, then the start time.
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            guard fields.count > 19, fields[0] != "Z", let parent = pid_t(fields[1]), let group = pid_t(fields[2]),
                  let start = UInt64(fields[19]) else { return nil }
            let arguments = (try? Data(contentsOf: URL(fileURLWithPath: "/proc/\(entry)/cmdline"))) ?? Data()
            return ProcessEntry(
                pid: pid, start: start, parent: parent, group: group,
                command: String(stat[stat.index(after: open)..<close]),
                commandLine: String(decoding: arguments.map { $0 == 0 ? 32 : $0 }, as: UTF8.self))
        }
    }

    /// The processes whose chain of parents leads to `root`.
    static func descendants(of root: pid_t) -> [ProcessEntry] {
        let living = all()
        var found: [ProcessEntry] = []
        var frontier: Set<pid_t> = [root]
        while !frontier.isEmpty {
            let children = living.filter { frontier.contains($0.parent) }
            found += children
            frontier = Set(children.map(\.pid))
        }
        return found
    }
}
