import Foundation
import TestSupport
import XCTest

/// The seeds' code (the articles' presenters, interactors, mocks and tests,
/// `Tests/Fixtures/Seed00N`, `Seed00NCompatibilityTests`) compiles against
/// what archgen generates for them, in Swift 5 mode, and their tests pass.
/// Built in the same package as the golden modules (`SharedGoldenBuild`).
final class SeedCompatibilityBuildTests: XCTestCase {
    /// Seed 000 ("Unit Testing with Viper"): the presenter, interactor and 9 tests against SignIn's contract.
    func testSeed000sCodeCompilesAgainstTheGeneratedContractAndItsTestsPass() throws {
        _ = try SwiftToolchain.requireSwift()
        let problems = SeedBuild.seed000.problems(in: SharedGoldenBuild.outcome)
        XCTAssertTrue(problems.isEmpty, problems.joined(separator: "\n\n"))
    }

    /// Seed 001 (VIPER-S, part 3): the director, worker, NetworkManager fake and 5 tests against ItemsList.
    func testSeed001sCodeCompilesAgainstTheGeneratedModuleAndItsTestsPass() throws {
        _ = try SwiftToolchain.requireSwift()
        let problems = SeedBuild.seed001.problems(in: SharedGoldenBuild.outcome)
        XCTAssertTrue(problems.isEmpty, problems.joined(separator: "\n\n"))
    }

    /// Seed 002 (Clean Swift testing, part 3): the article's mocks plugged into Main's scene, 10 tests.
    func testSeed002sMocksPlugIntoTheGeneratedSceneAndItsTestsPass() throws {
        _ = try SwiftToolchain.requireSwift()
        let problems = SeedBuild.seed002.problems(in: SharedGoldenBuild.outcome)
        XCTAssertTrue(problems.isEmpty, problems.joined(separator: "\n\n"))
    }
}
