import ArchGenKit
import Foundation

/// Runs a program to its end and measures it as a whole: wall time from
/// `posix_spawn` to `wait4`, and its peak resident memory from the kernel.
struct TimedProcess {
    struct Run {
        var status: Int32
        var duration: Duration
        /// Peak resident set size, in bytes.
        var peakMemory: Int
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Runs `executable` with `arguments` in `directory`, its output appended
    /// to `log`, the environment `variables` added to ours.
    static func run(
        _ executable: String, _ arguments: [String], in directory: String, variables: [String: String] = [:],
        log: String = "/dev/null"
    ) throws -> Run {
        let output = open(log, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o644)
        guard output >= 0 else { throw Failure(description: "cannot open \(log)") }
        defer { close(output) }
        let environment = ProcessInfo.processInfo.environment.merging(variables) { $1 }
        let start = ContinuousClock.now
        let child: ChildProcess
        do {
            child = try ChildProcess.spawn(executable, arguments, in: directory, environment: environment, output: output)
        } catch {
            throw Failure(description: "cannot start \(executable): \(error.message)")
        }
        let (status, peak) = child.wait()
        return Run(status: status, duration: ContinuousClock.now - start, peakMemory: peak)
    }

    /// Runs it and insists it succeeds.
    static func succeed(
        _ executable: String, _ arguments: [String], in directory: String, variables: [String: String] = [:],
        log: String
    ) throws -> Run {
        let result = try run(executable, arguments, in: directory, variables: variables, log: log)
        guard result.status == 0 else {
            throw Failure(description: "`\(([executable] + arguments).joined(separator: " "))` in \(directory) "
                + "exited with \(result.status); its output is in \(log)")
        }
        return result
    }
}
