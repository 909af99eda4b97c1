import Foundation
import TestSupport
import XCTest

/// `check --run-tests` of one module of an app module of two, through the
/// real binary and the real `swift build` and `swift test` (one build): the
/// other module is built with it, its tests do not run, and each failed
/// test (XCTest's, Swift Testing's) is one failed test and one problem,
/// however many of its assertions failed.
final class SelectedTestsBuildTests: XCTestCase {
    func testACheckOfOneModuleRunsItsTestsAndCountsEachFailedTestOnce() throws {
        _ = try SwiftToolchain.requireSwift()
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("archgen-selected-tests")
        let project = root.appendingPathComponent("project")
        try? FileManager.default.removeItem(at: project)
        func write(_ path: String, _ text: String) throws {
            let url = project.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        func run(_ arguments: String...) throws -> BinaryRunner.Result {
            try BinaryRunner.run(arguments, in: project, environment: ["ARCHGEN_CACHE_DIR": root.appendingPathComponent("cache").path])
        }
        try write("Specs/Items.archgen", "module: Items\nappModule: App\nevents:\n  - didTapAdd()\nroutes:\n  - showAdd()\n")
        try write("Specs/ItemsAdd.archgen", "module: ItemsAdd\nappModule: App\nevents:\n  - didTapSave(name: String)\n")
        let generate = try run("generate")
        XCTAssertEqual(generate.status, 0, generate.standardError)
        try write("Specs/ItemsTests/ItemsExtraTests.swift", """
            import XCTest
            import Testing

            final class ItemsExtraTests: XCTestCase {
                func testPasses() { XCTAssertEqual(1 + 1, 2) }
                func testFailsTwice() {
                    XCTAssertEqual(1 + 1, 3)
                    XCTAssertEqual(2 + 2, 5)
                }
            }

            struct ItemsSuite {
                @Test func failsTwice() {
                    #expect(1 + 1 == 3)
                    #expect(2 + 2 == 5)
                }
            }

            """)
        try write("Specs/ItemsAddTests/ItemsAddExtraTests.swift", """
            import XCTest

            final class ItemsAddExtraTests: XCTestCase {
                func testFails() { XCTFail("ItemsAdd's test ran") }
            }

            """)
        let generated = try FileManager.default.contentsOfDirectory(atPath: project.appendingPathComponent("Specs/ItemsTests").path)
            .filter { $0.hasSuffix("Tests.swift") && $0 != "ItemsExtraTests.swift" }
        let generatedTests = try generated.map { name in
            try String(contentsOf: project.appendingPathComponent("Specs/ItemsTests/" + name), encoding: .utf8)
                .components(separatedBy: "\n").filter { $0.contains("func test") }.count
        }.reduce(0, +)

        let check = try run("check", "--run-tests", "Specs/Items.archgen")
        XCTAssertEqual(check.status, 1, check.standardError)
        XCTAssertFalse(check.standardError.contains("ItemsAdd's test ran"), check.standardError)
        XCTAssertTrue(check.standardError.contains("""
            Specs/ItemsTests/ItemsExtraTests.swift:7:9: error: ItemsExtraTests.testFailsTwice : XCTAssertEqual failed: ("2") is not equal to ("3")
            """), check.standardError)
        XCTAssertTrue(check.standardError.contains("""
            Specs/ItemsTests/ItemsExtraTests.swift:15:9: error: Test failsTwice() failed: Expectation failed: (2 + 2 → 4) == 5
            """), check.standardError)
        let ran = generatedTests + 3
        XCTAssertTrue(check.standardOutput.hasPrefix(
            "check: 1 module checked, 2 problems: 2 test failures; \(ran) tests ran, \(ran - 2) passed, 2 failed;"), check.standardOutput)
    }
}
