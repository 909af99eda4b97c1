#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A file-size limit (`ulimit -f`, a CI's quota) as a write must meet it:
/// by default the kernel kills a process with SIGXFSZ the moment a write
/// goes past the limit, mid-batch, with no message and its staging folders
/// left behind. Ignored, the signal becomes an error of that write
/// (`EFBIG`, "File too large"), which archgen reports like a full disk: the
/// batch is undone and nothing is written (exit 3).
package enum FileSizeLimit {
    /// Ignores SIGXFSZ in this process; the programs it starts get the
    /// default back (`ChildProcess`), so they behave as they would alone.
    package static func reportWritesOverTheLimit() {
        signal(SIGXFSZ, SIG_IGN)
    }
}
