import Foundation
import TestSupport
import XCTest

/// Copies of `Tests/Fixtures/Packages` in a scratch folder, and the binary run
/// in them (`PackageManifestCommandTests`, `PackageManifestBuildTests`).
struct PackageFixtureCopies {
    static let fixtures = Fixtures.directory.appendingPathComponent("Packages")
    let scratch: ScratchDirectory

    init() throws {
        scratch = try ScratchDirectory()
    }

    /// A copy of the fixture `name` in the scratch folder, as `name/`.
    func copy(_ name: String) throws -> URL {
        let copy = scratch.url.appendingPathComponent(name)
        try FileManager.default.copyItem(at: Self.fixtures.appendingPathComponent(name), to: copy)
        try? FileManager.default.removeItem(at: copy.appendingPathComponent("Package.swift.expected"))
        return copy
    }

    /// The binary run in `folder` (`new` without its build), through `prefix` when given (a launcher and its arguments).
    func run(_ arguments: String..., in folder: URL, prefix: [String] = []) throws -> BinaryRunner.Result {
        let arguments = arguments.first == "new" ? arguments + ["--no-build"] : arguments
        guard let launcher = prefix.first else { return try BinaryRunner.run(arguments, in: folder, environment: ["NO_COLOR": "1"]) }
        return try BinaryRunner.run(
            URL(fileURLWithPath: launcher), Array(prefix.dropFirst()) + [BinaryRunner.executable.path] + arguments,
            in: folder, environment: ["NO_COLOR": "1"])
    }

    func manifest(in folder: URL) throws -> String {
        try String(contentsOf: folder.appendingPathComponent("Package.swift"), encoding: .utf8)
    }
}
