import Foundation
import TestSupport
import XCTest

/// The adopt fixtures' shared steps: a fixture copied where its build cache
/// stays warm, its files read, and `check --run-tests` in both language modes.
enum AdoptFixture {
    /// The fixture copied to `<temp>/archgen-<folder>/project` (its build cache beside it); `folder` is `name` unless
    /// another test class copies the same fixture (build test classes may run at once, each in its own folder).
    static func copy(_ name: String, folder: String? = nil) throws -> (root: URL, project: URL) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("archgen-" + (folder ?? name))
        let project = root.appendingPathComponent("project")
        try? FileManager.default.removeItem(at: project)
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Fixtures.directory.appendingPathComponent(name), to: project)
        return (root, project)
    }

    /// The Swift files, archgen.yml and specs below `folder`, by path.
    static func files(in folder: URL) throws -> [String: Data] {
        let paths = FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? []
        var files: [String: Data] = [:]
        for path in paths where path.hasSuffix(".swift") || path.hasSuffix(".yml") || path.hasSuffix(".archgen") {
            files[path] = try Data(contentsOf: folder.appendingPathComponent(path))
        }
        return files
    }

    /// `check --run-tests` passes in Swift 6 and 5 mode (archgen.yml as adopt wrote it, its language mode added),
    /// `tests` tests run: issue 40's "Done when" (LanguageModeProof's `runsTestsInBoth`).
    static func assertCheckedInSwift6And5(_ project: URL, root: URL, tests: Int, line: UInt = #line) throws {
        let settings = project.appendingPathComponent("archgen.yml")
        let written = try String(contentsOf: settings, encoding: .utf8)
        for mode in LanguageModeProof.modes {
            try Data((written + "build:\n  languageMode: \(mode)\n").utf8).write(to: settings)
            let check = try TeamFixture.run(LanguageModeProof.checkArguments(mode, runsTestsInBoth: true), in: project, cacheRoot: root)
            XCTAssertEqual(check.status, 0, "Swift \(mode): " + check.standardOutput + check.standardError, line: line)
            XCTAssertTrue(check.standardOutput.contains(" tested: \(tests) tests ran, \(tests) passed, 0 failed"), check.standardOutput,
                          line: line)
        }
        try Data(written.utf8).write(to: settings)
    }

    /// The `#if canImport(UIKit)` code check leaves out on Linux (the UIKit module's view,
    /// its assembly and their tests), compiled and run against UIKit's stand-in
    /// (`Fixtures/PlatformStubs/UIKit`) as a package of `app`'s sources and tests, in Swift 6 mode,
    /// without a warning: the test run's output.
    static func assertTheUIKitCodeBuildsOnUIKitsStandIn(_ project: URL, app: String, swift: URL, line: UInt = #line) throws -> String {
        try UIKitStandInApp.addStandIn(to: project)
        try Data(manifest(app).utf8).write(to: project.appendingPathComponent("Package.swift"))
        let build = try SwiftToolchain.run(swift, ["build", "--build-tests"], in: project)
        XCTAssertEqual(build.status, 0, build.output, line: line)
        XCTAssertEqual(build.output.split(separator: "\n").filter { $0.contains("warning:") }, [], line: line)
        let test = try SwiftToolchain.run(swift, ["test", "--skip-build"], in: project)
        XCTAssertEqual(test.status, 0, test.output, line: line)
        return test.output
    }

    /// `app`'s sources in `app/`, its tests in `<app>Tests/`, on the `UIKit` stand-in, in Swift 6 mode.
    static func manifest(_ app: String) -> String {
        """
        // swift-tools-version:6.0
        import PackageDescription

        let package = Package(
            name: "\(app)",
            targets: [
                .target(name: "UIKit", path: "UIKitStandIn"),
                .target(name: "\(app)", dependencies: ["UIKit"], path: "\(app)"),
                .testTarget(name: "\(app)Tests", dependencies: ["\(app)"], path: "\(app)Tests"),
            ],
            swiftLanguageModes: [.v6]
        )

        """
    }
}
