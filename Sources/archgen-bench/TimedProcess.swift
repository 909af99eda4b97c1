#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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

    /// Runs `executable` with `arguments` in `directory`, its output going to
    /// `log` (appended), the environment `variables` added to ours.
    static func run(
        _ executable: String, _ arguments: [String], in directory: String, variables: [String: String] = [:],
        log: String = "/dev/null"
    ) throws -> Run {
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t?
        #else
        var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, log, O_WRONLY | O_CREAT | O_APPEND, 0o644)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        var environment = Environment.current
        environment.merge(variables) { $1 }
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        // The child starts in `directory`: this program is single-threaded, so changing ours around the spawn is safe.
        let own = getcwd(nil, 0)
        defer { if let own { chdir(own); free(own) } }
        guard chdir(directory) == 0 else { throw Failure(description: "cannot enter \(directory)") }
        let start = ContinuousClock.now
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, envp)
        guard spawned == 0 else {
            throw Failure(description: "cannot start \(executable): \(String(cString: strerror(spawned)))")
        }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 {
            guard errno == EINTR else { throw Failure(description: "wait4: \(String(cString: strerror(errno)))") }
        }
        let duration = ContinuousClock.now - start
        #if canImport(Darwin)
        let peak = Int(usage.ru_maxrss)
        #else
        let peak = Int(usage.ru_maxrss) * 1024
        #endif
        let exited = status & 0x7f == 0
        return Run(status: exited ? (status >> 8) & 0xff : 128 + (status & 0x7f), duration: duration, peakMemory: peak)
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

/// This process's environment.
enum Environment {
    static var current: [String: String] {
        var variables: [String: String] = [:]
        var pointer = environ
        while let entry = pointer.pointee {
            let text = String(cString: entry)
            if let equals = text.firstIndex(of: "=") {
                variables[String(text[..<equals])] = String(text[text.index(after: equals)...])
            }
            pointer += 1
        }
        return variables
    }
}
