@testable import ArchGenKit
import ArchGenSource
import ArchGenSpec
import XCTest

/// A view model that keeps its screen's state and tells no output (SwiftUI
/// MVVM) is tested to leave that state alone when its task is cancelled
/// before the service answers: deleting the task's
/// `guard !Task.isCancelled else { return }` (after the answer or in the
/// `catch`) fails a test. Where an output is told, its tests catch it.
final class CancelledTaskTestPlanTests: XCTestCase {
    private static let spec = """
        module: Recipe
        style: mvvm
        platform: swiftui
        tests: swift-testing
        input: (recipeID: Int)
        services:
          StepStore:
            - steps(for recipeID: Int) async throws -> [String]
        events:
          - reload(for recipeID: Int) calls StepStore.steps
          - var isLoading: Bool { get }
          - var steps: [String] { get }
          - var errorMessage: String? { get }

        """

    private func viewModelTests(_ text: String) throws -> String {
        let result = SpecLoader().load(bytes: Array(text.utf8), path: "Recipe.archgen")
        let spec = try XCTUnwrap(result.spec, DiagnosticRenderer().render(result.diagnostics))
        let files = try GoldenFiles.renderer.render(spec, layout: ModuleLayout(sources: "S", tests: "T"))
        return try XCTUnwrap(files.first { $0.path.hasSuffix("RecipeViewModelTests.swift") }?.contents)
    }

    func testACancelledTaskShowsNeitherItsAnswerNorItsErrorWithSwiftTesting() throws {
        let tests = try viewModelTests(Self.spec)
        XCTAssertTrue(tests.contains("""
                @Test func reloadForShowsNoAnswerOfItsCancelledTask() async {
                    // Given
                    let recipeID: Int = 1
                    let expected: [String] = ["expected"]
                    stepStore.stepsForReturnValue = expected

                    // When
                    sut.reload(for: recipeID)
                    sut.reloadTask?.cancel()
                    await sut.reloadTask?.value

                    // Then
                    #expect(sut.isLoading)
                    #expect(sut.steps.isEmpty)
                }

                @Test func reloadForShowsNoErrorOfItsCancelledTask() async {
                    // Given
                    let recipeID: Int = 1
                    stepStore.stepsForThrowableError = CancellationError()

                    // When
                    sut.reload(for: recipeID)
                    sut.reloadTask?.cancel()
                    await sut.reloadTask?.value

                    // Then
                    #expect(sut.isLoading)
                    #expect(sut.errorMessage == nil)
                }
            """), tests)
    }

    func testWithXCTestTheSameChecksAreAssertions() throws {
        let tests = try viewModelTests(Self.spec.replacing("tests: swift-testing", with: "tests: xctest"))
        XCTAssertTrue(tests.contains("""
                    // When
                    sut.reload(for: recipeID)
                    sut.reloadTask?.cancel()
                    await sut.reloadTask?.value

                    // Then
                    XCTAssertTrue(sut.isLoading)
                    XCTAssertTrue(sut.steps.isEmpty)
                }
            """), tests)
        XCTAssertTrue(tests.contains("""
                    // Then
                    XCTAssertTrue(sut.isLoading)
                    XCTAssertNil(sut.errorMessage)
                }
            """), tests)
    }

    /// The view is told the answer and the error: the output's tests check a cancelled task tells it nothing.
    func testWhereTheOutputIsToldItsTestsCheckTheCancelledTask() throws {
        let tests = try viewModelTests(Self.spec.replacing("platform: swiftui", with: "platform: uikit")
            .replacing("events:", with: "view:\n  - show(steps: [String])\n  - showError(_ error: Error)\nevents:"))
        XCTAssertTrue(tests.contains("func reloadForCancelsItsTaskWhenItComesAgain()"), tests)
        XCTAssertTrue(tests.contains("func reloadForReportsNoErrorOfItsCancelledTask()"), tests)
        XCTAssertFalse(tests.contains("ShowsNoAnswerOfItsCancelledTask") || tests.contains("ShowsNoErrorOfItsCancelledTask"), tests)
    }
}
