/// The exit statuses of cli.md. A run stopped by SIGINT or SIGTERM exits
/// with 128 + the signal, 130 or 143 (`CLI.handleInterruptions()`).
public enum ExitCode: Int32, Sendable {
    /// Success; for `check`, everything is up to date and builds.
    case success = 0
    /// `check` found problems: drift, a missing file, a compile error, a failing test.
    case problemsFound = 1
    /// Invalid input: bad usage, an invalid spec or template; nothing was written.
    case invalidInput = 2
    /// Environment: no Swift toolchain, an output folder not writable, ...
    case environment = 3
}
