import Foundation
import XCTest

/// Where the test inputs are: the package's own fixtures, and the project's
/// shared folder (`../shared` beside the package, or `ARCHGEN_SHARED`).
package enum Fixtures {
    /// The package root, found from this file's path.
    package static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `Tests/Fixtures`.
    package static let directory = packageRoot.appendingPathComponent("Tests/Fixtures")

    /// The shared folder (the reference corpus: example specs, the YAML
    /// conformance suite). Absent on a bare clone: the test is skipped there,
    /// or fails when `ARCHGEN_REQUIRE_SHARED` is set.
    package static func sharedDirectory() throws -> URL {
        let environment = ProcessInfo.processInfo.environment
        let shared = environment["ARCHGEN_SHARED"].map { URL(fileURLWithPath: $0) }
            ?? packageRoot.deletingLastPathComponent().appendingPathComponent("shared")
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: shared.path, isDirectory: &isDirectory), isDirectory.boolValue {
            return shared
        }
        let message = "the shared folder is not at \(shared.path); set ARCHGEN_SHARED"
        if environment["ARCHGEN_REQUIRE_SHARED"] != nil {
            XCTFail(message)
        }
        throw XCTSkip(message)
    }

    /// A copy of the fixture `name` (`GraphApp`) in `folder`, to run commands in.
    package static func copy(_ name: String, into folder: URL) throws -> URL {
        let copy = folder.appendingPathComponent(name)
        try FileManager.default.copyItem(at: directory.appendingPathComponent(name), to: copy)
        return copy
    }

    /// The example specs of the shared folder, sorted by name.
    package static func exampleSpecs() throws -> [URL] {
        let folder = try sharedDirectory().appendingPathComponent("examples")
        return try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "archgen" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }
}
