@testable import ArchGenCLI
import Foundation
import XCTest

/// The live environment's POSIX shortcuts agree with Foundation's answers.
final class SystemEnvironmentTests: XCTestCase {
    func testTheEnvironmentIsReadAsFoundationReadsIt() {
        XCTAssertEqual(SystemEnvironment.environmentVariables(), ProcessInfo.processInfo.environment)
        XCTAssertNotNil(SystemEnvironment.environmentVariables()["PATH"])
    }

    func testFilesAreReadAndProbedOnDisk() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("archgen-env-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("a.archgen").path
        try Data("module: A\n".utf8).write(to: URL(fileURLWithPath: file))
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("dangling").path, withDestinationPath: "nowhere")
        let live = SystemEnvironment.live
        XCTAssertEqual(try live.readFile(file), Array("module: A\n".utf8))
        XCTAssertThrowsError(try live.readFile(folder.appendingPathComponent("missing").path))
        XCTAssertEqual([live.fileExists(file), live.fileExists(folder.path), live.fileExists(folder.appendingPathComponent("dangling").path)], [true, true, false])
        XCTAssertEqual([live.isDirectory(file), live.isDirectory(folder.path)], [false, true])
    }
}
