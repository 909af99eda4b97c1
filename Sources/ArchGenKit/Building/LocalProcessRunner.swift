import Foundation

/// `ProcessRunner` on this machine, with Foundation's `Process`.
public struct LocalProcessRunner: ProcessRunner {
    public init() {}

    public func run(
        _ executable: String, _ arguments: [String], in directory: String?,
        onLine: (String) -> Void
    ) throws(ProcessError) -> ProcessResult {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw ProcessError(executable: executable, message: error.localizedDescription)
        }
        // Read to the end before waiting, so a large output cannot block the child.
        var output: [UInt8] = []
        var pending: [UInt8] = []
        let reader = pipe.fileHandleForReading
        while true {
            let chunk = reader.availableData
            if chunk.isEmpty { break }
            output += chunk
            pending += chunk
            while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                onLine(String(decoding: pending[..<newline], as: UTF8.self))
                pending.removeSubrange(...newline)
            }
        }
        if !pending.isEmpty { onLine(String(decoding: pending, as: UTF8.self)) }
        process.waitUntilExit()
        let status = process.terminationReason == .uncaughtSignal ? 128 + process.terminationStatus : process.terminationStatus
        return ProcessResult(status: status, output: String(decoding: output, as: UTF8.self))
    }
}
