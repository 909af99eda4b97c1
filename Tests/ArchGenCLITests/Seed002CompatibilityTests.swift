import Foundation
import TestSupport
import XCTest

/// Seed 002 (Clean Swift testing, part 3): the article's MainPresenterMock,
/// MainViewControllerMock and StorageMock, and a MainInteractorMock in its
/// manner, compile against the scene archgen generates for Main.archgen
/// (golden vip/Main/uikit-xctest) in Swift 5 mode, and plugged in the way the
/// article's specs do it, its 10 tests pass. Built in the same package as the
/// golden modules (`SharedGoldenBuild`).
final class Seed002CompatibilityTests: XCTestCase {
    func testTheArticlesMocksPlugIntoTheGeneratedSceneAndItsTestsPass() throws {
        _ = try SwiftToolchain.requireSwift()
        let problems = SeedBuild.seed002.problems(in: SharedGoldenBuild.outcome)
        XCTAssertTrue(problems.isEmpty, problems.joined(separator: "\n\n"))
    }

    func testTheSeedFixtureHoldsTheArticlesFiles() throws {
        let folder = SeedBuild.seed002.folder
        XCTAssertEqual(try SourceFile.swiftFiles(in: folder.appendingPathComponent("Sources")).map(\.name), [
            "MessageProtocol.swift",
        ])
        let tests = try SourceFile.swiftFiles(in: folder.appendingPathComponent("Tests"))
        XCTAssertEqual(tests.map(\.name), [
            "MainInteractorMock.swift", "MainInteractorSpec.swift", "MainPresenterMock.swift", "MainPresenterSpec.swift",
            "MainViewControllerMock.swift", "MainViewControllerSpec.swift", "StorageMock.swift",
        ])
        for test in tests {
            XCTAssertTrue(test.text.contains("\n@testable import Main\n"), test.name)
        }
    }
}
