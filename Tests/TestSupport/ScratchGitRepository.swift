import Foundation
import XCTest

/// A git repository in a scratch folder, set up with the real `git` for
/// tests of `GitRepository` and `archgen hook install`.
///
/// git runs with a fixed identity and without the user's global and system
/// configuration, so a developer's settings (`core.hooksPath`, templates,
/// signing) cannot change what the tests see.
package final class ScratchGitRepository {
    package let scratch: ScratchDirectory
    package let git: URL

    /// The top level, with symbolic links resolved (as git prints it).
    package var url: URL { scratch.url.resolvingSymlinksInPath() }

    /// `git init` in a new scratch folder.
    package init(git: URL) throws {
        self.git = git
        scratch = try ScratchDirectory()
        try run("init", "--quiet")
    }

    /// Variables that isolate git from the machine's configuration, for any
    /// process that runs git in this repository (archgen, a hook).
    package static let isolation = [
        "GIT_CONFIG_NOSYSTEM": "1", "GIT_CONFIG_GLOBAL": "/dev/null",
        "GIT_AUTHOR_NAME": "archgen tests", "GIT_AUTHOR_EMAIL": "tests@archgen.invalid",
        "GIT_COMMITTER_NAME": "archgen tests", "GIT_COMMITTER_EMAIL": "tests@archgen.invalid",
    ]

    /// Runs git in the repository (or the folder `in` below it) and returns
    /// what it printed; fails the test when git fails, unless `mayFail`.
    @discardableResult
    package func run(
        _ arguments: String..., in folder: String = ".", environment: [String: String] = [:], mayFail: Bool = false
    ) throws -> BinaryRunner.Result {
        let result = try BinaryRunner.run(
            git, arguments, in: url.appendingPathComponent(folder),
            environment: Self.isolation.merging(environment) { $1 })
        if result.status != 0, !mayFail {
            XCTFail("git \(arguments.joined(separator: " ")) failed (\(result.status)): \(result.standardError)")
        }
        return result
    }

    /// Writes `text` to `path` below the top level.
    @discardableResult
    package func write(_ path: String, _ text: String) throws -> String {
        try scratch.write(path, text)
    }

    /// The `git` on PATH. Without one the test is skipped, or fails when
    /// `ARCHGEN_REQUIRE_GIT` is set (CI sets it: CI must test the git integration).
    package static func requireGit(file: StaticString = #filePath, line: UInt = #line) throws -> URL {
        if let git = SwiftToolchain.executableOnPath("git") { return git }
        let message = "`git` is not on PATH; the git tests need it"
        if ProcessInfo.processInfo.environment["ARCHGEN_REQUIRE_GIT"] != nil {
            XCTFail(message, file: file, line: line)
        }
        throw XCTSkip(message)
    }
}
