import ArchGenKit
import Foundation
import TestSupport
import XCTest

/// `GitRepository.stagedTree(reading:)` with the real `git`: the index's
/// files and contents, whatever the working tree holds.
final class StagedTreeLiveTests: XCTestCase {
    func testTheIndexNotTheWorkingTree() throws {
        let repository = try ScratchGitRepository(git: try ScratchGitRepository.requireGit())
        try repository.write("ios/Specs/Home.archgen", "module: Home\n")
        try repository.write("ios/Sources/Home/Home Presenter.swift", "staged\n")
        try repository.write("ios/Sources/Home/Gone.swift", "deleted from the working tree\n")
        try repository.write("ios/Assets/logo.png", "not read\n")
        try repository.write("tools/run.swift", "#!/usr/bin/env swift\n")
        try repository.write("ios/Sources/Home/bytes.swift", "")
        try Data([0x2F, 0x2F, 0xE9, 0x0A]).write(to: repository.url.appendingPathComponent("ios/Sources/Home/bytes.swift"))
        XCTAssertEqual(chmod(repository.url.appendingPathComponent("tools/run.swift").path, 0o755), 0)
        try repository.run("add", ".")
        try repository.write("ios/Sources/Home/Home Presenter.swift", "changed, not staged\n")
        try repository.write("ios/Sources/Home/Untracked.swift", "untracked\n")
        try FileManager.default.removeItem(at: repository.url.appendingPathComponent("ios/Sources/Home/Gone.swift"))

        let env = try XCTUnwrap(SwiftToolchain.executableOnPath("env"), "`env` is not on PATH")
        let git = GitRepository(
            git: repository.git.path, runner: EnvironmentProcessRunner(env: env.path, variables: ScratchGitRepository.isolation),
            directory: repository.url.appendingPathComponent("ios").path)
        let tree = try git.stagedTree(reading: { $0.hasSuffix(".swift") || $0.hasSuffix(".archgen") })
        XCTAssertEqual(tree.topLevel, repository.url.path)
        XCTAssertEqual(tree.prefix, "ios/")
        let files = Dictionary(uniqueKeysWithValues: tree.files.map { ($0.path, $0) })
        XCTAssertEqual(files.keys.sorted(), [
            "ios/Assets/logo.png", "ios/Sources/Home/Gone.swift", "ios/Sources/Home/Home Presenter.swift",
            "ios/Sources/Home/bytes.swift", "ios/Specs/Home.archgen", "tools/run.swift",
        ])
        XCTAssertEqual(files["ios/Sources/Home/Home Presenter.swift"]?.contents, Array("staged\n".utf8))
        XCTAssertEqual(files["ios/Sources/Home/Gone.swift"]?.contents, Array("deleted from the working tree\n".utf8))
        XCTAssertEqual(files["ios/Sources/Home/bytes.swift"]?.contents, [0x2F, 0x2F, 0xE9, 0x0A], "bytes as staged, not decoded")
        XCTAssertNil(files["ios/Assets/logo.png"]?.contents, "listed, not read")
        XCTAssertEqual(files["tools/run.swift"]?.executable, true)
        XCTAssertEqual(files["ios/Specs/Home.archgen"]?.executable, false)
        XCTAssertEqual(tree.relativePath(of: "tools/run.swift"), "../tools/run.swift")
        XCTAssertEqual(tree.relativePath(of: "ios/Specs/Home.archgen"), "Specs/Home.archgen")
    }
}
