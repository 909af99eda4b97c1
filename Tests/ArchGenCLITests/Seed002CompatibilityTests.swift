import Foundation
import TestSupport
import XCTest

/// Seed 002 (Clean Swift testing, part 3): the article's MainPresenterMock,
/// MainViewControllerMock and StorageMock, and a MainInteractorMock in its
/// manner, compile against the scene archgen generates for Main.archgen
/// (golden vip/Main/uikit-xctest) in Swift 5 mode, and plugged in the way the


final class Seed002CompatibilityTests: XCTestCase {
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
