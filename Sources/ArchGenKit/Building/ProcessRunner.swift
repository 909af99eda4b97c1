/// Running another program (`swift`, `git`): the one side effect the build
/// check and `--staged` need, behind a protocol so tests can script it.
package protocol ProcessRunner: Sendable {
    /// Runs `executable` (a path) with `arguments` in `directory` (nil: the
    /// current folder), `input` as its standard input (nil: none), with
    /// standard output and error merged, and calls `onLine` with each line
    /// as it arrives (without its newline). Returns when the process has
    /// exited. Throws when it cannot be started.
    func run(
        _ executable: String, _ arguments: [String], in directory: String?, input: [UInt8]?,
        onLine: (String) -> Void
    ) throws(ProcessError) -> ProcessResult
}

extension ProcessRunner {
    /// Runs without standard input, calling `onLine` with each line.
    package func run(
        _ executable: String, _ arguments: [String], in directory: String?, onLine: (String) -> Void
    ) throws(ProcessError) -> ProcessResult {
        try run(executable, arguments, in: directory, input: nil, onLine: onLine)
    }

    /// Runs and collects the output, with no per-line callback.
    package func run(
        _ executable: String, _ arguments: [String], in directory: String? = nil, input: [UInt8]? = nil
    ) throws(ProcessError) -> ProcessResult {
        try run(executable, arguments, in: directory, input: input, onLine: { _ in })
    }
}

/// How a process ended and what it printed.
package struct ProcessResult: Equatable, Sendable {
    /// The exit status; a process killed by a signal gives 128 + the signal.
    package var status: Int32
    /// Standard output and error, interleaved as they arrived.
    package var output: String
    /// The same, byte for byte (`output` replaces what is not UTF-8).
    package var bytes: [UInt8]

    package init(status: Int32, output: String) {
        self.init(status: status, bytes: Array(output.utf8))
    }

    package init(status: Int32, bytes: [UInt8]) {
        self.status = status
        self.output = String(decoding: bytes, as: UTF8.self)
        self.bytes = bytes
    }

    package var succeeded: Bool { status == 0 }
}

/// A program that could not be started.
package struct ProcessError: Error, Equatable, Sendable {
    package var executable: String
    package var message: String

    package init(executable: String, message: String) {
        self.executable = executable
        self.message = message
    }
}
