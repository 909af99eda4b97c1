import Foundation
import TestSupport
import XCTest

/// Seed 000 ("Unit Testing with Viper"): the article's presenter, interactor
/// and tests compile against the contract archgen generates for SignIn.archgen
/// (golden viper/SignIn/uikit-xctest), in Swift 5 mode, and its 9 tests pass.
/// Built in `SeedCompatibilityBuildTests`, in the golden package (`SharedGoldenBuild`).
final class Seed000CompatibilityTests: XCTestCase {
    func testTheSeedFixtureHoldsTheArticlesFiles() throws {
        let folder = SeedBuild.seed000.folder
        XCTAssertEqual(try SourceFile.swiftFiles(in: folder.appendingPathComponent("Sources")).map(\.name), [
            "FoundationNetworkingExport.swift", "SignInInteractor.swift", "SignInPresenter.swift", "StringWhitespace.swift",
        ])
        let tests = try SourceFile.swiftFiles(in: folder.appendingPathComponent("Tests"))
        XCTAssertEqual(tests.map(\.name), ["SignInInteractorTest.swift", "SignInPresenterTest.swift"])
        for test in tests {
            XCTAssertTrue(test.text.contains("\n@testable import SignIn\n"), test.name)
        }
    }
}
