import ArchGenKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension CLI {
    /// Ctrl-C, SIGTERM and SIGHUP stop the run cleanly (`Interruption`): the
    /// programs it started are stopped, no file is half-written, one line on
    /// standard error says so, and the exit status is 128 + the signal.
    /// A write past the file-size limit is an error, not a kill (`FileSizeLimit`).
    package static func handleInterruptions() {
        FileSizeLimit.reportWritesOverTheLimit()
        Interruption.handleSignals { signal, wroteFiles in
            let line = Array(interruptionMessage(signal: signal, wroteFiles: wroteFiles).utf8)
            var written = 0
            while written < line.count {
                let count = line[written...].withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { return }
                written += count
            }
        }
    }

    /// `error: interrupted by SIGINT; nothing was written`.
    static func interruptionMessage(signal: Int32, wroteFiles: Bool) -> String {
        let names = [SIGINT: "SIGINT", SIGTERM: "SIGTERM", SIGHUP: "SIGHUP"]
        let name = names[signal] ?? "signal \(signal)"
        let outcome = wroteFiles ? "the files it wrote before are whole" : "nothing was written"
        return "error: interrupted by \(name); \(outcome)\n"
    }
}
