#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `ProcessRunner` on this machine: a `ChildProcess` writing into a pipe
/// that is read to its end, line by line, before the child is reaped.
public struct LocalProcessRunner: ProcessRunner {
    public init() {}

    public func run(
        _ executable: String, _ arguments: [String], in directory: String?,
        onLine: (String) -> Void
    ) throws(ProcessError) -> ProcessResult {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else {
            throw ProcessError(executable: executable, message: String(cString: strerror(errno)))
        }
        let (readEnd, writeEnd) = (ends[0], ends[1])
        // Only the child's copy of the write end may stay open, or reading never ends.
        _ = fcntl(readEnd, F_SETFD, FD_CLOEXEC)
        _ = fcntl(writeEnd, F_SETFD, FD_CLOEXEC)
        let child: ChildProcess
        do {
            child = try ChildProcess.spawn(executable, arguments, in: directory, output: writeEnd)
        } catch {
            close(readEnd)
            close(writeEnd)
            throw error
        }
        close(writeEnd)
        // Read to the end before waiting, so a large output cannot block the child.
        var output: [UInt8] = []
        var pending: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(readEnd, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            if count <= 0 { break }
            output += buffer[..<count]
            pending += buffer[..<count]
            while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                onLine(String(decoding: pending[..<newline], as: UTF8.self))
                pending.removeSubrange(...newline)
            }
        }
        close(readEnd)
        if !pending.isEmpty { onLine(String(decoding: pending, as: UTF8.self)) }
        return ProcessResult(status: child.wait().status, output: String(decoding: output, as: UTF8.self))
    }
}
