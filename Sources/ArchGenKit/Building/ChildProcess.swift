#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A program started with `posix_spawn` and reaped with `wait4`: no run
/// loop, so its end is seen at once (Foundation's `Process.waitUntilExit`
/// polls every 50 ms on Linux, which a no-op `swift build` noticed).
/// It leads a process group of its own, which an `Interruption` stops.
package struct ChildProcess: Sendable {
    package let pid: pid_t
    package let executable: String

    /// Starts `executable` (a path) with `arguments` in `directory` (nil:
    /// ours), standard input from the file descriptor `input` (nil:
    /// `/dev/null`), standard output and error to the file descriptor
    /// `output`, with `environment` (nil: ours).
    package static func spawn(
        _ executable: String, _ arguments: [String], in directory: String?, environment: [String: String]? = nil,
        input: Int32? = nil, output: Int32
    ) throws(ProcessError) -> ChildProcess {
        try Interruption.starting({ () throws(ProcessError) in
            try start(executable, arguments, in: directory, environment: environment, input: input, output: output)
        }, group: \.pid)
    }

    private static func start(
        _ executable: String, _ arguments: [String], in directory: String?, environment: [String: String]?,
        input: Int32?, output: Int32
    ) throws(ProcessError) -> ChildProcess {
        func failure(_ code: Int32) -> ProcessError {
            ProcessError(executable: executable, message: String(cString: strerror(code)))
        }
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t?
        #else
        var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        #if canImport(Darwin)
        var attributes: posix_spawnattr_t?
        #else
        var attributes = posix_spawnattr_t()
        #endif
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF))
        posix_spawnattr_setpgroup(&attributes, 0)
        // The signal archgen ignores (`FileSizeLimit`) is the program's to take as it would alone.
        var defaults = sigset_t()
        sigemptyset(&defaults)
        sigaddset(&defaults, SIGXFSZ)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        if let input {
            posix_spawn_file_actions_adddup2(&actions, input, 0)
        } else {
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        }
        posix_spawn_file_actions_adddup2(&actions, output, 1)
        posix_spawn_file_actions_adddup2(&actions, output, 2)
        if let directory {
            let code = addChangeDirectory(&actions, directory)
            if code != 0 { throw failure(code) }
        }
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { $0.map { strdup("\($0.key)=\($0.value)") } + [nil] }
        defer { (argv + (envp ?? [])).forEach { free($0) } }
        #if canImport(Darwin)
        let inherited = _NSGetEnviron().pointee  // Darwin's headers do not declare `environ`
        #else
        let inherited = environ
        #endif
        var pid: pid_t = 0
        let code = envp.map { posix_spawn(&pid, executable, &actions, &attributes, argv, $0) }
            ?? posix_spawn(&pid, executable, &actions, &attributes, argv, inherited)
        if code != 0 { throw failure(code) }
        return ChildProcess(pid: pid, executable: executable)
    }

    /// Waits for the program to end: its exit status (128 + the signal when
    /// one killed it) and its peak resident memory in bytes. When an
    /// interruption ended it, waits for the process to exit instead.
    package func wait() -> (status: Int32, peakMemory: Int) {
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0, errno == EINTR {}
        Interruption.ended(group: pid)
        #if canImport(Darwin)
        let peak = Int(usage.ru_maxrss)
        #else
        let peak = Int(usage.ru_maxrss) * 1024
        #endif
        let signal = status & 0x7f
        return (signal == 0 ? (status >> 8) & 0xff : 128 + signal, peak)
    }

    #if canImport(Darwin)
    private static func addChangeDirectory(_ actions: inout posix_spawn_file_actions_t?, _ directory: String) -> Int32 {
        posix_spawn_file_actions_addchdir_np(&actions, directory)
    }
    #else
    /// glibc has had `posix_spawn_file_actions_addchdir_np` since 2.29, but
    /// Swift's Glibc module does not declare it: it is looked up by name.
    private static func addChangeDirectory(_ actions: inout posix_spawn_file_actions_t, _ directory: String) -> Int32 {
        typealias AddChangeDirectory = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>) -> Int32
        guard let symbol = dlsym(nil, "posix_spawn_file_actions_addchdir_np") else { return ENOSYS }
        return directory.withCString { unsafeBitCast(symbol, to: AddChangeDirectory.self)(&actions, $0) }
    }
    #endif
}
