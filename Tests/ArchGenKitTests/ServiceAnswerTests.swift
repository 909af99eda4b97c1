@testable import ArchGenKit
import ArchGenSpec
import ArchGenTemplates
import XCTest

/// What a view model does with a service's answer (issue 36's async and
/// Sendable items): a synchronous event whose service method is `async`
/// starts a task the view model keeps; a completion is handled, not passed
/// straight through. The answer and the error go to the view's command of
/// their type, else to a visible TODO. A view model declaring no loading state says
/// what to declare first (`ViewModelStateTests` has the state it sets).
final class ServiceAnswerTests: XCTestCase {
    private func module(_ body: String, isolation: String = "mainActor") throws -> ModuleModel {
        let text = "module: Shop\nstyle: mvvm\nplatform: none\nisolation: \(isolation)\nentities:\n  - Item(id: Int)\n"
            + "  - enum Failure: Error { case offline }\n" + body
        let result = SpecLoader().load(bytes: Array(text.utf8), path: "Shop.archgen")
        XCTAssertEqual(result.errors.map(\.message), [])
        return ModuleModel(spec: try XCTUnwrap(result.spec))
    }

    /// The body of the view model's first event.
    private func body(_ module: ModuleModel) -> [String] { module.firstEventBody }

    /// A module whose event `load` and service method `load` take `parameters`, the service's
    /// with `effects` (` async throws -> [Item]`), and the view's `commands`.
    private func loading(_ parameters: String, effects: String = "", view commands: String = "") throws -> ModuleModel {
        try module("services:\n  Store:\n    - load\(parameters)\(effects)\nevents:\n  - load\(parameters)\n" + commands)
    }


    func testAnEventStartsATaskItsViewModelKeepsAndCancels() throws {
        let module = try loading("(id: Int)", effects: " async throws -> [Item]",
                                 view: "view:\n  - show(items: [Item])\n  - show(error: Error)\n")
        XCTAssertEqual(body(module), [
            "loadTask?.cancel()",
            "// TODO: Show that it is loading: declare 'var isLoading: Bool { get }' among the events for archgen to set it.",
            "loadTask = Task { [weak self, store] in",
            "    do {",
            "        let items = try await store.load(id: id)",
            "        guard !Task.isCancelled else { return }",
            "        self?.output?.show(items: items)",
            "    } catch {",
            "        guard !Task.isCancelled else { return }",
            "        self?.output?.show(error: error)",
            "    }",
            "}",
        ])
        let context = module.context(of: "viewModel")
        XCTAssertEqual(ModuleModel.strings(context["properties"]).last, "private(set) var loadTask: Task<Void, Never>?")
        XCTAssertEqual(ModuleModel.strings(context["deinit"]), ["loadTask?.cancel()"])
        let tests = module.testCase(of: "viewModel").tests
        XCTAssertEqual(tests.map(\.name), [
            "loadIdShowsTheAnswerOfTheStoreOnTheOutput", "loadIdCancelsItsTaskWhenItComesAgain",
            "loadIdTaskIsCancelledWhenReleased", "loadIdReportsTheErrorOfTheStoreToTheOutput", "loadIdReportsNoErrorOfItsCancelledTask",
            "doesNotRetainItsOutput",
        ])
        XCTAssertEqual(tests[1].when, [
            "sut.load(id: id)", "let first = sut.loadTask", "sut.load(id: id)", "await first?.value", "await sut.loadTask?.value",
        ])
        XCTAssertEqual(tests[1].then, [
            "XCTAssertTrue(first?.isCancelled == true)", "XCTAssertEqual(output.showItemsReceivedInvocations, [expected])",
        ])
        XCTAssertEqual(tests[4].then, ["XCTAssertEqual(output.showErrorCallsCount, 1)"])
        XCTAssertEqual(tests[0].when, ["sut.load(id: id)", "await sut.loadTask?.value"])
        XCTAssertEqual(tests[0].then, [
            "XCTAssertEqual(store.loadIdCallsCount, 1)", "XCTAssertEqual(store.loadIdReceivedId, id)",
            "XCTAssertEqual(output.showItemsReceivedItems, expected)",
        ])
        XCTAssertEqual(tests[3].given, ["let id: Int = 1", "store.loadIdThrowableError = CancellationError()"])
        XCTAssertEqual(tests[3].then.last, "XCTAssertTrue(output.showErrorReceivedError is CancellationError)")
    }

    /// No command takes the answer or the error: each is a TODO, and the error is not lost silently.
    func testWithoutACommandTheAnswerAndTheErrorAreLeftToTheTeam() throws {
        XCTAssertEqual(body(try loading("(id: Int)", effects: " async throws -> [Item]")), [
            "loadTask?.cancel()",
            "// TODO: Show that it is loading: declare 'var isLoading: Bool { get }' among the events for archgen to set it.",
            "loadTask = Task { [store] in",
            "    do {",
            "        // TODO: Show what load(id:) returns.",
            "        _ = try await store.load(id: id)",
            "    } catch {",
            "        // TODO: Report the error: it must not be lost.",
            "    }",
            "}",
        ])
    }

    /// Off the main actor a task would take the view model across isolation: the event stays a TODO.
    func testOffTheMainActorTheEventIsATodo() throws {
        let module = try module("services:\n  Store:\n    - load() async -> Int\nevents:\n  - load()\n", isolation: "none")
        XCTAssertEqual(body(module), ["// TODO: Ask the services, then update the output."])
    }

    func testACompletionIsHandledThenPassedOn() throws {
        let module = try loading("(complete: @escaping (Result<[Item], Failure>) -> Void)",
                                 view: "view:\n  - show(items: [Item])\n  - show(failure: Failure)\n")
        XCTAssertEqual(body(module), [
            "// TODO: Show that it is loading: declare 'var isLoading: Bool { get }' among the events for archgen to set it.",
            "store.load(complete: { [weak self] result in",
            "    switch result {",
            "    case .success(let items):",
            "        self?.output?.show(items: items)",
            "    case .failure(let error):",
            "        self?.output?.show(failure: error)",
            "    }",
            "    complete(result)",
            "})",
        ])
        let tests = module.testCase(of: "viewModel").tests
        XCTAssertEqual(tests.map(\.name).prefix(2), ["loadCompleteShowsTheAnswerOfTheStore", "loadCompleteReportsTheErrorOfTheStore"])
        XCTAssertEqual(tests[0].then, [
            "XCTAssertEqual(store.loadCompleteCallsCount, 1)", "XCTAssertFalse(completeCalled)",
            "XCTAssertNil(output.showItemsReceivedItems)", "store.loadCompleteReceivedComplete?(.success(items))",
            "XCTAssertTrue(completeCalled)", "XCTAssertEqual(output.showItemsReceivedItems, items)",
        ])
        XCTAssertEqual(tests[1].then.suffix(2), [
            "XCTAssertTrue(completeCalled)", "XCTAssertEqual(output.showFailureReceivedFailure, failure)",
        ])
    }

    /// A completion of several values (the seed's `(Bool, [Photo], APIError?)`) is not passed
    /// straight through either: each value, unnamed (`value0`), is reported or left to the team by
    /// name, then the caller's closure gets the same values.
    func testACompletionOfSeveralValuesIsHandledValueByValueThenPassedOn() throws {
        XCTAssertEqual(body(try loading("(complete: @escaping (Bool, [Item], Failure?) -> ())")), [
            "// TODO: Show that it is loading: " + AnswerState.declareLoading,
            "store.load(complete: { value0, value1, value2 in",
            "    if value2 != nil {",
            "        // TODO: Report value2 (Failure?): it must not be lost.",
            "    } else {",
            "        // TODO: Show value0 (Bool), which it answers.",
            "        // TODO: Show value1 ([Item]), which it answers.",
            "    }",
            "    complete(value0, value1, value2)",
            "})",
        ])
    }

    /// A `@Sendable` completion may come on any thread: the view model goes back to the main actor first.
    func testASendableCompletionGoesBackToTheMainActor() throws {
        XCTAssertEqual(body(try loading("(complete: @escaping @Sendable (Result<[Item], Failure>) -> Void)")), [
            "// TODO: Show that it is loading: declare 'var isLoading: Bool { get }' among the events for archgen to set it.",
            "store.load(complete: { result in",
            "    Task { @MainActor in",
            "        // TODO: Show the [Item] it answers, or report its error: it must not be lost.",
            "        complete(result)",
            "    }",
            "})",
        ])
    }
}
