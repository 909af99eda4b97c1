import ArchGenKit
import Foundation
import XCTest

/// The `swift` on PATH, and running it (or any command) with its output captured.
package enum SwiftToolchain {
    /// What a command printed (standard output and error interleaved, as a
    /// terminal shows them), its exit status and how long it took.
    package struct CommandResult: Sendable {
        package var command: String
        package var status: Int32
        package var output: String
        package var seconds: Double
    }

    /// The first executable `swift` in the PATH of `environment`, or nil.
    package static func swiftOnPath(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL? {
        executableOnPath("swift", environment: environment)
    }

    /// The first executable file `name` in the PATH of `environment`, or nil
    /// (archgen's own search, `ExecutableSearch`).
    package static func executableOnPath(
        _ name: String, environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> URL? {
        ExecutableSearch.local.find(name, path: environment["PATH"]).map { URL(fileURLWithPath: $0) }
    }

    /// What the name of every test class that starts `swift` or the compiler ends with (and its
    /// file's, `<Class>.swift`): `swift test --skip BuildTests` runs the unit tests alone,
    /// `swift test --filter BuildTests` the build tests (CONTRIBUTING.md, Tests).
    package static let buildTestsSuffix = "BuildTests"

    /// Whether `file` (a `#filePath`) is a build test class's file, `…BuildTests.swift`.
    package static func isBuildTestsFile(_ file: String) -> Bool {
        file.split(separator: "/").last.map { $0.hasSuffix(buildTestsSuffix + ".swift") } ?? false
    }

    /// The `swift` on PATH, for a test that builds generated code, which must be a
    /// test of a `…BuildTests` class (it fails otherwise, naming the rule). Without
    /// `swift` the test is skipped, or fails when `ARCHGEN_REQUIRE_SWIFT` is set (CI
    /// sets it: CI must build generated code). With `ARCHGEN_SKIP_BUILDS` set it is
    /// skipped all the same.
    package static func requireSwift(file: StaticString = #filePath, line: UInt = #line) throws -> URL {
        guard isBuildTestsFile("\(file)") else {
            let message = "a test that starts swift belongs in a class named …\(buildTestsSuffix), in a file of its name "
                + "(`swift test --skip \(buildTestsSuffix)` runs the unit tests without it; CONTRIBUTING.md, Tests)"
            XCTFail(message, file: file, line: line)
            throw XCTSkip(message)
        }
        if ProcessInfo.processInfo.environment["ARCHGEN_SKIP_BUILDS"] != nil {
            throw XCTSkip("a build of generated code: skipped in the fast subset (ARCHGEN_SKIP_BUILDS)")
        }
        if let swift = swiftOnPath() { return swift }
        let message = "`swift` is not on PATH; the generated-package build needs a Swift toolchain"
        if ProcessInfo.processInfo.environment["ARCHGEN_REQUIRE_SWIFT"] != nil {
            XCTFail(message, file: file, line: line)
        }
        throw XCTSkip(message)
    }

    /// The compiler's module cache every build of the tests shares: archgen's
    /// (`ARCHGEN_MODULE_CACHE`, which `BinaryRunner` sets) and the tests' own
    /// `swift build`s. The SDK's modules are compiled once per run, not once per package.
    package static let moduleCache = ProcessInfo.processInfo.environment["ARCHGEN_MODULE_CACHE"]
        ?? FileManager.default.temporaryDirectory.appendingPathComponent("archgen-tests-module-cache").path

    /// archgen's cache for the runs of the binary that name none (`ARCHGEN_CACHE_DIR`, which
    /// `BinaryRunner` and `scripts/test` set): in $TMPDIR, so that the tests' sandboxes, a new one
    /// per scratch project, never pile up in the user's ~/.cache/archgen.
    package static let cacheRoot = FileManager.default.temporaryDirectory.appendingPathComponent("archgen-tests-cache").path

    /// Runs `executable` with `arguments` and waits for it (archgen's own `LocalProcessRunner`);
    /// `swift build` and `swift test` compile with the tests' one `moduleCache`.
    package static func run(_ executable: URL, _ arguments: [String], in directory: URL? = nil) throws -> CommandResult {
        let start = Date()
        let compiles = executable.lastPathComponent == "swift" && ["build", "test"].contains(arguments.first ?? "")
        let cache = compiles ? ["-Xswiftc", "-module-cache-path", "-Xswiftc", moduleCache] : []
        let result = try LocalProcessRunner().run(executable.path, arguments + cache, in: directory?.path)
        return CommandResult(
            command: ([executable.lastPathComponent] + arguments).joined(separator: " "),
            status: result.status, output: result.output, seconds: Date().timeIntervalSince(start))
    }
}
