@testable import ArchGenKit
import ArchGenSpec
import XCTest

/// A forwarded call with an escaping completion is tested the way "Applying
/// Unit Tests to MVVM" tests its view model: the receiver's double keeps the
/// completion, the test checks the call waits, then finishes it.
final class KeptCompletionTests: XCTestCase {
    private func presenterTests(_ events: String, framework: String = "xctest") throws -> [TestCaseModel.Test] {
        let text = "module: Shop\ntests: \(framework)\nentities:\n  - enum Failure: Error { case offline }\n"
            + "events:\n" + events + "interactor:\n" + events
        let result = SpecLoader().load(bytes: Array(text.utf8), path: "Shop.archgen")
        XCTAssertEqual(result.errors.map(\.message), [])
        return ModuleModel(spec: try XCTUnwrap(result.spec)).testCase(of: "presenter").tests
            .filter { $0.name.hasSuffix("IsForwardedToTheInteractor") }
    }

    func testTheTestFinishesTheCompletionTheSpyKept() throws {
        let tests = try presenterTests("  - load(completion: @escaping (Result<[Int], Failure>) -> Void)\n")
        XCTAssertEqual(tests.map(\.name), ["loadCompletionIsForwardedToTheInteractor"])
        XCTAssertEqual(tests.first?.given, [
            "var completionCalled = false",
            "let completion: (Result<[Int], Failure>) -> Void = { _ in completionCalled = true }",
        ])
        XCTAssertEqual(tests.first?.when, ["sut.load(completion: completion)"])
        XCTAssertEqual(tests.first?.then, [
            "XCTAssertEqual(interactor.loadCompletionCallsCount, 1)",
            "XCTAssertFalse(completionCalled)",
            "interactor.loadCompletionReceivedCompletion?(.success([1]))",
            "XCTAssertTrue(completionCalled)",
        ])
    }

    func testACompletionBesideOtherArgumentsIsReadFromTheArguments() throws {
        let tests = try presenterTests("  - open(id: Int, completion: @escaping () -> Void)\n", framework: "swift-testing")
        XCTAssertEqual(tests.first?.given, [
            "let id: Int = 1", "var completionCalled = false", "let completion: () -> Void = { completionCalled = true }",
        ])
        XCTAssertEqual(tests.first?.then, [
            "#expect(interactor.openIdCompletionCallsCount == 1)",
            "#expect(interactor.openIdCompletionReceivedArguments?.id == id)",
            "#expect(!completionCalled)",
            "interactor.openIdCompletionReceivedArguments?.completion()",
            "#expect(completionCalled)",
        ])
    }

    /// An answer that would make the line too long is declared before the call.
    func testALongAnswerIsDeclaredFirst() throws {
        let tests = try presenterTests(
            "  - load(completion: @escaping (Result<[Int], Failure>, String, String, String, String, String, String) -> Void)\n")
        XCTAssertEqual(tests.first?.then.dropFirst(2).first, "let completionAnswer0: Result<[Int], Failure> = .success([1])")
        XCTAssertEqual(tests.first?.then.suffix(10), [
            "interactor.loadCompletionReceivedCompletion?(",
            "    completionAnswer0,", "    completionAnswer1,", "    completionAnswer2,", "    completionAnswer3,",
            "    completionAnswer4,", "    completionAnswer5,", "    completionAnswer6",
            ")",
            "XCTAssertTrue(completionCalled)",
        ])
    }

    /// A closure that returns a value has no sample answer here: it is passed as before.
    func testAClosureReturningAValueIsPassedAsASample() throws {
        let tests = try presenterTests("  - map(_ transform: @escaping (Int) -> Int)\n")
        XCTAssertEqual(tests.map(\.given), [["let transform: (Int) -> Int = { _ in 1 }"]])
        XCTAssertEqual(tests.map { $0.then.count }, [1])
    }

    /// A `@Sendable` closure cannot write to the test's local: XCTest's
    /// fulfils an expectation the test awaits once it finished the call.
    func testASendableCompletionFulfilsAnExpectation() throws {
        let tests = try presenterTests("  - run(_ job: @escaping @Sendable () -> Void)\n")
        XCTAssertEqual(tests.first?.given, [
            "let jobCalled = expectation(description: \"job\")", "let job: @Sendable () -> Void = { jobCalled.fulfill() }",
        ])
        XCTAssertEqual(tests.first?.then, [
            "XCTAssertEqual(interactor.runCallsCount, 1)", "interactor.runReceivedJob?()", "await fulfillment(of: [jobCalled], timeout: 1)",
        ])
        XCTAssertEqual(tests.first?.isAsync, true)
    }

    /// Swift Testing confirms it, inside `confirmation`, which holds the call and the checks.
    func testASendableCompletionIsConfirmedInSwiftTesting() throws {
        let tests = try presenterTests("  - run(_ job: @escaping @Sendable () -> Void)\n", framework: "swift-testing")
        XCTAssertEqual(tests.first?.given, [])
        XCTAssertEqual(tests.first?.when, [])
        XCTAssertEqual(tests.first?.then, [
            "await confirmation { jobCalled in",
            "    let job: @Sendable () -> Void = { jobCalled() }",
            "    sut.run(job)",
            "    #expect(interactor.runCallsCount == 1)",
            "    interactor.runReceivedJob?()",
            "    await Task.yield()",
            "}",
        ])
    }
}
