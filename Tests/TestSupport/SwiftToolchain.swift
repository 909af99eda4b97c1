import Foundation
import XCTest

/// The `swift` on PATH, and running it (or any command) with its output captured.
public enum SwiftToolchain {
    /// What a command printed (standard output and error interleaved, as a
    /// terminal shows them), its exit status and how long it took.
    public struct CommandResult: Sendable {
        public var command: String
        public var status: Int32
        public var output: String
        public var seconds: Double
    }

    /// The first executable `swift` in the PATH of `environment`, or nil.
    public static func swiftOnPath(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL? {
        executableOnPath("swift", environment: environment)
    }

    /// The first executable file `name` in the PATH of `environment`, or nil.
    public static func executableOnPath(
        _ name: String, environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> URL? {
        for folder in (environment["PATH"] ?? "").split(separator: ":") where !folder.isEmpty {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory), !isDirectory.boolValue,
               FileManager.default.isExecutableFile(atPath: candidate.path) {
                return candidate
            }
        }
        return nil
    }

    /// The `swift` on PATH. Without one the test is skipped, except on CI
    /// (`CI` set), where it fails: CI must build generated code.
    public static func requireSwift(file: StaticString = #filePath, line: UInt = #line) throws -> URL {
        if let swift = swiftOnPath() { return swift }
        let message = "`swift` is not on PATH; the generated-package build needs a Swift toolchain"
        if ProcessInfo.processInfo.environment["CI"] != nil {
            XCTFail(message, file: file, line: line)
        }
        throw XCTSkip(message)
    }

    /// Runs `executable` with `arguments` and waits for it.
    public static func run(_ executable: URL, _ arguments: [String], in directory: URL? = nil) throws -> CommandResult {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        let start = Date()
        try process.run()
        // Read to the end before waiting, so a large output cannot block the child.
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return CommandResult(
            command: ([executable.lastPathComponent] + arguments).joined(separator: " "),
            status: process.terminationStatus,
            output: String(decoding: data, as: UTF8.self),
            seconds: Date().timeIntervalSince(start))
    }
}
