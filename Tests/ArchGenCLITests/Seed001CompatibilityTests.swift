import Foundation
import TestSupport
import XCTest

/// Seed 001 (VIPER-S, part 3): the article's director, worker, NetworkManager
/// fake and tests compile against the contract, navigator and scene archgen
/// generates for ItemsList.archgen (golden viper-s/ItemsList/uikit-xctest, its
/// `makeModule()` against the UIKit stand-in), in Swift 5 mode, and its 5 tests
/// pass; built in `SeedCompatibilityBuildTests`, in the golden package.
final class Seed001CompatibilityTests: XCTestCase {
    func testTheSeedFixtureHoldsTheArticlesFiles() throws {
        let folder = SeedBuild.seed001.folder
        XCTAssertEqual(try SourceFile.swiftFiles(in: folder.appendingPathComponent("Sources")).map(\.name), [
            "ItemsListDirector.swift", "ItemsListWorker.swift", "NetworkManager.swift",
        ])
        let tests = try SourceFile.swiftFiles(in: folder.appendingPathComponent("Tests"))
        XCTAssertEqual(tests.map(\.name), [
            "ItemsListDirectorTests.swift", "ItemsListNavigatorTests.swift", "ItemsListWorkerTests.swift",
        ])
        for test in tests {
            XCTAssertTrue(test.text.contains("\n@testable import ItemsList\n"), test.name)
        }
    }
}
