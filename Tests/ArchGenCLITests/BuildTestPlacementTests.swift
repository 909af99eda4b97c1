import Foundation
import TestSupport
import XCTest

/// The two test speeds: every test that starts `swift` (a build of generated
/// code, SwiftPM's reading of a manifest) is in a class named `…BuildTests`, in
/// a file of its name, so that `swift test --skip BuildTests` runs the unit
/// tests alone and `swift test --filter BuildTests` the build tests
/// (CONTRIBUTING.md, Tests). `SwiftToolchain.requireSwift` fails a test that
/// breaks the rule when it runs; this test reads every test file for it.
final class BuildTestPlacementTests: XCTestCase {
    /// The test files of every target (not the fixtures, not the fuzzers), by their paths from `Tests/`.
    private static func testFiles() throws -> [SourceFile] {
        let tests = Fixtures.packageRoot.appendingPathComponent("Tests")
        return try SourceFile.swiftFiles(in: tests).filter { !$0.name.hasPrefix("Fixtures/") && !$0.name.hasPrefix("Fuzz/") }
    }

    func testEveryTestThatStartsSwiftIsInABuildTestFile() throws {
        let files = try Self.testFiles()
        XCTAssertGreaterThan(files.filter { SwiftToolchain.isBuildTestsFile($0.name) }.count, 30)
        // SwiftToolchain declares it, this file names it; a helper that forwards its caller's `file:` is checked at the caller.
        let misplaced = files.filter { file in
            ![SwiftToolchain.buildTestsSuffix, "/SwiftToolchain", "/BuildTestPlacementTests"].contains { file.name.hasSuffix($0 + ".swift") }
                && file.text.components(separatedBy: "SwiftToolchain.requireSwift(").dropFirst()
                    .contains { !$0.hasPrefix("file: file") }
        }
        XCTAssertEqual(misplaced.map(\.name), [])
    }

    func testEveryBuildTestFileHoldsItsClassAndNoOtherFileDeclaresOne() throws {
        for file in try Self.testFiles() {
            let name = String(file.name.split(separator: "/").last!.dropLast(".swift".count))
            let classes = file.text.components(separatedBy: "\n").compactMap { line -> String? in
                guard let range = line.range(of: "class "), line.contains(": XCTestCase") else { return nil }
                return String(line[range.upperBound...].prefix { $0 != ":" })
            }
            let buildClasses = classes.filter { $0.hasSuffix(SwiftToolchain.buildTestsSuffix) }
            XCTAssertEqual(buildClasses, SwiftToolchain.isBuildTestsFile(file.name) ? [name] : [], file.name)
            // `--skip BuildTests` matches a method too: no test of a unit class may be named so.
            let methods = file.text.components(separatedBy: "func test").dropFirst().map { $0.prefix { $0 != "(" } }
            XCTAssertEqual(methods.filter { $0.contains(SwiftToolchain.buildTestsSuffix) }, [], file.name)
        }
    }

    func testABuildTestFileIsNamedForItsClass() {
        XCTAssertTrue(SwiftToolchain.isBuildTestsFile("/work/archgen/Tests/ArchGenCLITests/GoldenModuleBuildTests.swift"))
        XCTAssertTrue(SwiftToolchain.isBuildTestsFile("ArchGenKitTests/FastProof/FastProofEquivalenceBuildTests.swift"))
        XCTAssertFalse(SwiftToolchain.isBuildTestsFile("/work/archgen/Tests/ArchGenCLITests/BuildReuseTests.swift"))
        XCTAssertFalse(SwiftToolchain.isBuildTestsFile("/work/archgen/Tests/ArchGenCLITests/GoldenModuleBuildTests.swift.orig"))
        XCTAssertFalse(SwiftToolchain.isBuildTestsFile("/work/archgen/Tests/BuildTests/Helper.swift"))
    }
}
