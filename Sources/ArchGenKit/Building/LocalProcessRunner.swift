#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `ProcessRunner` on this machine: a `ChildProcess` writing into a pipe
/// that is read to its end, line by line, before the child is reaped. Its
/// input, if any, is read from an unlinked temporary file, so a large input
/// can never block the child while its output is not yet being read.
package struct LocalProcessRunner: ProcessRunner {
    package init() {}

    package func run(
        _ executable: String, _ arguments: [String], in directory: String?, input: [UInt8]?,
        onLine: (String) -> Void
    ) throws(ProcessError) -> ProcessResult {
        let inputFile = try input.map { bytes throws(ProcessError) in try Self.unlinkedFile(holding: bytes, for: executable) }
        defer { if let inputFile { close(inputFile) } }
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
            child = try ChildProcess.spawn(executable, arguments, in: directory, input: inputFile, output: writeEnd)
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
        return ProcessResult(status: child.wait().status, bytes: output)
    }

    /// A file descriptor reading `bytes` from their start: a temporary file
    /// (in TMPDIR, else /tmp), removed from its folder at once.
    private static func unlinkedFile(holding bytes: [UInt8], for executable: String) throws(ProcessError) -> Int32 {
        let folder = getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array((folder.hasSuffix("/") ? folder : folder + "/").utf8CString.dropLast()) + Array("archgen-input-XXXXXX".utf8CString)
        let descriptor = mkstemp(&template)
        guard descriptor >= 0 else {
            throw ProcessError(executable: executable, message: "cannot write its input: " + String(cString: strerror(errno)))
        }
        unlink(template)
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else {
                let message = String(cString: strerror(errno))
                close(descriptor)
                throw ProcessError(executable: executable, message: "cannot write its input: " + message)
            }
            written += count
        }
        lseek(descriptor, 0, SEEK_SET)
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        return descriptor
    }
}
