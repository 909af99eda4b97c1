import Foundation

/// Runs the real `archgen` executable built beside the tests, as a user would
/// (or another program: one built beside the tests, a compiled driver).
package enum BinaryRunner {
    package struct Result {
        package var status: Int32
        package var standardOutput: String
        package var standardError: String
    }

    /// `.build/<configuration>/archgen`: the test bundle lives in the same folder.
    package static var executable: URL {
        executable(named: "archgen")
    }

    /// The executable `name` of this package, built in the tests' folder.
    package static func executable(named name: String) -> URL {
        var folder = Bundle.main.bundleURL
        while !folder.path.isEmpty, folder.path != "/",
              !FileManager.default.isExecutableFile(atPath: folder.appendingPathComponent(name).path) {
            folder.deleteLastPathComponent()
        }
        return folder.appendingPathComponent(name)
    }

    package static func run(_ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:]) throws -> Result {
        try run(executable, arguments, in: directory, environment: environment)
    }

    /// Runs `program` with `arguments`, in `directory` if given, with
    /// `environment` added to this process's variables.
    package static func run(
        _ program: URL, _ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:]
    ) throws -> Result {
        try start(arguments, program: program, in: directory, environment: environment).wait()
    }

    /// Starts `program` (archgen by default) without waiting for it: several
    /// at once, or one to signal while it runs.
    package static func start(
        _ arguments: [String], program: URL = executable, in directory: URL? = nil, environment: [String: String] = [:]
    ) throws -> Running {
        let process = Process()
        process.executableURL = program
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        var variables = ProcessInfo.processInfo.environment
        variables["ARCHGEN_MODULE_CACHE"] = SwiftToolchain.moduleCache
        // Sandboxes in $TMPDIR, never in the user's ~/.cache/archgen, unless the test says where.
        variables["ARCHGEN_CACHE_DIR"] = SwiftToolchain.cacheRoot
        variables.merge(environment) { $1 }
        process.environment = variables
        let running = Running(process: process)
        process.standardOutput = running.output
        process.standardError = running.error
        try process.run()
        return running
    }

    /// A started program and its captured output.
    package final class Running {
        package let process: Process
        fileprivate let output = Pipe(), error = Pipe()

        fileprivate init(process: Process) {
            self.process = process
        }

        /// Waits for the program to end; its status and output.
        package func wait() -> Result {
            // Read both pipes before waiting, so a large output cannot block the child.
            let outputData = output.fileHandleForReading.readDataToEndOfFile()
            let errorData = error.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return Result(status: process.terminationStatus,
                          standardOutput: String(decoding: outputData, as: UTF8.self),
                          standardError: String(decoding: errorData, as: UTF8.self))
        }
    }
}
