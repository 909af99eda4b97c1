import ArchGenSource
import ArchGenKit
import ArchGenSpec

/// The lock that makes two archgen runs writing one project take turns: an
/// advisory `flock` on the project's folder (the one holding archgen.yml,
/// else the current folder), held while planning and writing, which take
/// milliseconds. A second run waits for it up to `ARCHGEN_LOCK_WAIT` seconds
/// (default 10), then refuses with exit 3. The system releases it when a
/// run dies, so a killed run never blocks the next.
extension CommandContext {
    static let defaultLockWait: Duration = .seconds(10)

    func writeLock(on folder: String) throws(WriteLockFailure) -> FileLock {
        let wait = lockWait
        let shown = absolute(folder)
        let lock: FileLock?
        do throws(WriteError) {
            lock = try system.fileSystem.lockFolder(folder, waitingUpTo: wait)
        } catch {
            throw WriteLockFailure(text: "error: \(shown): \(error.message)\n")
        }
        guard let lock else {
            throw WriteLockFailure(text: """
                error: another archgen is writing to \(shown); waited \(ActionReport.format(wait))
                hint: run again when it has finished (ARCHGEN_LOCK_WAIT sets how many seconds to wait)

                """)
        }
        return lock
    }

    /// `ARCHGEN_LOCK_WAIT` (seconds, decimals allowed), else the default.
    private var lockWait: Duration {
        Self.lockWait(system.variables["ARCHGEN_LOCK_WAIT"])
    }

    /// The wait `text` sets: a number of seconds from 0 up to a day (more
    /// is a day: `1e308` or `inf` in milliseconds overflowed `Int` and
    /// stopped archgen); else the default.
    static func lockWait(_ text: String?) -> Duration {
        guard let text, let seconds = Double(text), seconds >= 0, !seconds.isNaN else { return defaultLockWait }
        return .milliseconds(Int(min(seconds, 86_400) * 1000))
    }
}

/// Why the write lock was not taken, as printed.
struct WriteLockFailure: Error {
    var text: String
}
