import Foundation
import XCTest

/// Locates `../shared` (the project's shared folder) for the declaration tests.
enum DeclarationFixtures {
    /// The shared folder: `ARCHGEN_SHARED` if set, else `../shared` beside the package root.
    /// When it is missing the test fails on CI (env `CI` set) and is skipped elsewhere.
    static func sharedFolder(file: StaticString = #filePath, line: UInt = #line) throws -> URL {
        let environment = ProcessInfo.processInfo.environment
        let folder: URL
        if let override = environment["ARCHGEN_SHARED"], !override.isEmpty {
            folder = URL(fileURLWithPath: override, isDirectory: true)
        } else {
            // Tests/ArchGenSpecTests/DeclarationFixtures.swift → the package root → ../shared
            let packageRoot = URL(fileURLWithPath: "\(#filePath)").deletingLastPathComponent()
                .deletingLastPathComponent().deletingLastPathComponent()
            folder = packageRoot.deletingLastPathComponent().appendingPathComponent("shared", isDirectory: true)
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            let message = "shared folder not found at \(folder.path) (set ARCHGEN_SHARED)"
            if environment["CI"] != nil {
                XCTFail(message, file: file, line: line)
            }
            throw XCTSkip(message)
        }
        return folder
    }

    /// The `.archgen` files of `shared/examples`, sorted by name.
    static func exampleFiles(file: StaticString = #filePath, line: UInt = #line) throws -> [URL] {
        let examples = try sharedFolder(file: file, line: line).appendingPathComponent("examples", isDirectory: true)
        let names = try FileManager.default.contentsOfDirectory(atPath: examples.path)
        return names.filter { $0.hasSuffix(".archgen") }.sorted().map { examples.appendingPathComponent($0) }
    }
}
