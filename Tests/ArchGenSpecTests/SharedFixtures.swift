import Foundation
import XCTest

/// Locates the `shared` folder (examples, yaml-test-suite...) that sits beside
/// the package: `../shared` from the package root, or `$ARCHGEN_SHARED`.
enum SharedFixtures {
    static func sharedDirectory() throws -> URL {
        let environment = ProcessInfo.processInfo.environment
        let directory: URL
        if let override = environment["ARCHGEN_SHARED"], !override.isEmpty {
            directory = URL(fileURLWithPath: override, isDirectory: true)
        } else {
            let packageRoot = URL(fileURLWithPath: #filePath)
                .deletingLastPathComponent()  // ArchGenSpecTests
                .deletingLastPathComponent()  // Tests
                .deletingLastPathComponent()  // package root
            directory = packageRoot.appendingPathComponent("../shared", isDirectory: true).standardizedFileURL
        }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue {
            return directory
        }
        let message = "shared fixtures not found at \(directory.path); set ARCHGEN_SHARED to the shared folder"
        if environment["CI"] != nil {
            XCTFail(message)
        }
        throw XCTSkip(message)
    }
}
