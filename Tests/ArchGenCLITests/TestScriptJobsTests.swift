import Foundation
import TestSupport
import XCTest

/// scripts/test runs the test classes in parallel processes, one class per
/// job, except those that share one build of the golden package
/// (`SharedGoldenBuild.outcome`, built once per process): they run in one job,
/// which the script names. This keeps its list the classes that share it.
final class TestScriptJobsTests: XCTestCase {
    func testTheScriptRunsTheClassesSharingTheGoldenBuildInOneJob() throws {
        let script = try String(contentsOf: Fixtures.packageRoot.appendingPathComponent("scripts/test"), encoding: .utf8)
        let line = try XCTUnwrap(script.split(separator: "\n").first { $0.hasPrefix("shared_golden=\"") },
                                 "scripts/test has no shared_golden=\"...\" line")
        let named = Set(line.dropFirst("shared_golden=\"".count).dropLast().split(separator: ",").map(String.init))
        XCTAssertEqual(named, try Self.classesSharingTheGoldenBuild(), "scripts/test's shared_golden names other classes")
    }

    /// The script runs `swift test --disable-swift-testing`: a test of archgen's own written with
    /// Swift Testing would not run, so none is (the fixtures' are generated code, built elsewhere).
    func testArchgensOwnTestsAreXCTestForTheScriptsTestRun() throws {
        let script = try String(contentsOf: Fixtures.packageRoot.appendingPathComponent("scripts/test"), encoding: .utf8)
        XCTAssertTrue(script.contains("swift test --skip-build --ignore-lock --disable-swift-testing"), script)
        let tests = Fixtures.packageRoot.appendingPathComponent("Tests")
        var importing: [String] = []
        for module in try FileManager.default.contentsOfDirectory(atPath: tests.path) where module != "Fixtures" {
            let folder = tests.appendingPathComponent(module)
            for file in FileManager.default.enumerator(atPath: folder.path)?.compactMap({ $0 as? String }) ?? []
            where file.hasSuffix(".swift") {
                let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                if text.split(separator: "\n").contains(where: { $0 == "import Testing" || $0 == "@testable import Testing" }) {
                    importing.append("\(module)/\(file)")
                }
            }
        }
        XCTAssertEqual(importing, [], "scripts/test runs XCTest only (--disable-swift-testing)")
    }

    func testTheSharingClassesAreFound() throws {
        XCTAssertTrue(try Self.classesSharingTheGoldenBuild().contains("ArchGenCLITests.GoldenModuleBuildTests"))
    }

    /// `Module.Class` of each build test file (named as its class) that reads `SharedGoldenBuild.outcome`.
    private static func classesSharingTheGoldenBuild() throws -> Set<String> {
        let tests = Fixtures.packageRoot.appendingPathComponent("Tests")
        var found: Set<String> = []
        for module in try FileManager.default.contentsOfDirectory(atPath: tests.path) where module.hasSuffix("Tests") {
            let folder = tests.appendingPathComponent(module)
            for file in FileManager.default.enumerator(atPath: folder.path)?.compactMap({ $0 as? String }) ?? []
            where SwiftToolchain.isBuildTestsFile(file) {
                let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                guard text.contains("SharedGoldenBuild.outcome") else { continue }
                let name = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
                found.insert("\(module).\(name)")
            }
        }
        return found
    }
}
