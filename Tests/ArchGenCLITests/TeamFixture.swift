import Foundation
import TestSupport
import XCTest

/// A team's project under `Tests/Fixtures/<name>/`: its archgen.yml, specs,
/// app files and style folders (`Styles/`), and under `Team/` the code the team wrote itself (its own
/// implementations and tests), copied over them into one project folder.
struct TeamFixture {
    var name: String

    var folder: URL { Fixtures.directory.appendingPathComponent(name) }

    /// The project copied to `<temp>/archgen-<name>/project` (which the build
    /// check's cache beside it keeps warm from run to run) and generated:
    /// the folder holding both, the project, and what `generate` said.
    func generated() throws -> (root: URL, project: URL, generate: BinaryRunner.Result) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("archgen-" + name)
        let project = root.appendingPathComponent("project")
        try copy(to: project)
        return (root, project, try Self.run(["generate"], in: project))
    }

    /// The project in `project` (emptied first), ready for `archgen generate`.
    func copy(to project: URL) throws {
        try? FileManager.default.removeItem(at: project)
        let team = folder.appendingPathComponent("Team")
        var files = [(folder, "archgen.yml")]
        for subfolder in ["App", "Specs"] {
            let url = folder.appendingPathComponent(subfolder)
            guard FileManager.default.fileExists(atPath: url.path) else { continue }
            let names = try FileManager.default.contentsOfDirectory(atPath: url.path).filter { !$0.hasPrefix(".") }.sorted()
            files += names.map { (folder, subfolder + "/" + $0) }
        }
        // Styles of the project's own, each a folder (`Styles/mvp/style.yml`, templates, reference).
        let styles = folder.appendingPathComponent("Styles")
        let stylePaths = (FileManager.default.enumerator(atPath: styles.path)?.allObjects as? [String]) ?? []
        for path in stylePaths.sorted() {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: styles.appendingPathComponent(path).path, isDirectory: &isDirectory),
               !isDirectory.boolValue {
                files.append((folder, "Styles/" + path))
            }
        }
        if FileManager.default.fileExists(atPath: team.path) {
            files += try SourceFile.swiftFiles(in: team).map { (team, $0.name) }
        }
        for (root, path) in files {
            let url = project.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contentsOf: root.appendingPathComponent(path)).write(to: url)
        }
    }

    /// `check --run-tests` in `project` (its cache under `root`): it exits 0 without a warning,
    /// `modules` up to date, `tests` tests run and passed. A re-run may reuse the cached build
    /// ("built (no change since the last build) and tested"). In Swift 5 mode (`languageMode: 5`,
    /// the project's archgen.yml saying so) the proof is `LanguageModeProof`'s: compiled, not run.
    static func assertChecked(
        _ project: URL, cacheRoot root: URL, modules: String, tests: Int, languageMode: Int = 6,
        runsTestsInBoth: Bool = false, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        _ = try SwiftToolchain.requireSwift(file: file, line: line)
        let arguments = LanguageModeProof.checkArguments(languageMode, runsTestsInBoth: runsTestsInBoth)
        let check = try run(arguments, in: project, cacheRoot: root)
        let output = "Swift \(languageMode): " + check.standardOutput + check.standardError
        XCTAssertEqual(check.status, 0, output, file: file, line: line)
        XCTAssertFalse(check.standardError.contains("warning:"), output, file: file, line: line)
        guard arguments.contains("--run-tests") else {
            XCTAssertTrue(check.standardOutput.hasPrefix("check: \(modules) up to date and built"), output, file: file, line: line)
            return
        }
        XCTAssertTrue(check.standardOutput.hasPrefix("check: \(modules) up to date, built "), output, file: file, line: line)
        XCTAssertTrue(check.standardOutput.contains(" tested: \(tests) tests ran, \(tests) passed, 0 failed"), output,
                      file: file, line: line)
    }

    /// The binary run in `project`, its build check's cache under `root` when given.
    static func run(_ arguments: [String], in project: URL, cacheRoot root: URL? = nil) throws -> BinaryRunner.Result {
        var environment = ["NO_COLOR": "1"]
        if let root { environment["ARCHGEN_CACHE_DIR"] = root.appendingPathComponent("cache").path }
        return try BinaryRunner.run(arguments, in: project, environment: environment)
    }
}
