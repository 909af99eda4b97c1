@testable import ArchGenKit
import ArchGenSpec
import ArchGenTemplates
import XCTest

/// The state an MVVM view model sets around a service call it handles
/// (`AnswerState`: loading before, then the content or the error) and how it
/// tells the view (`binding: output` or `closures`), with the generated tests
/// that read each value: deleting a step fails one of them.
final class ViewModelStateTests: XCTestCase {
    private let state = "  - var isLoading: Bool { get }\n  - var alertMessage: String? { get }\n  - var items: [Item] { get }\n"

    private func module(_ body: String, closures: Bool = false) throws -> ModuleModel {
        let text = "module: Shop\nstyle: mvvm\nplatform: none\nisolation: mainActor\nentities:\n  - Item(id: Int)\n"
            + "  - enum Failure: Error { case offline }\n" + body
        var defaults = SpecDefaults()
        var settings = StyleSettings()
        settings.binding = closures ? .closures : nil
        defaults.styles.setSettings(settings, for: "mvvm")
        let result = SpecLoader(defaults: defaults).load(bytes: Array(text.utf8), path: "Shop.archgen")
        XCTAssertEqual(result.errors.map(\.message), [])
        return ModuleModel(spec: try XCTUnwrap(result.spec))
    }

    /// The body of the view model's first event.
    private func body(_ module: ModuleModel) -> [String] { module.firstEventBody }

    func testAKeptTaskSetsLoadingThenTheContentOrTheErrorAndTellsTheView() throws {
        let module = try module("services:\n  Store:\n    - fetch() async throws -> [Item]\nview:\n  - show(items: [Item])\n"
            + "  - updateLoading(isLoading: Bool)\nevents:\n  - load() calls Store.fetch\n" + state)
        XCTAssertEqual(body(module), [
            "loadTask?.cancel()",
            "isLoading = true",
            "output?.updateLoading(isLoading: true)",
            "loadTask = Task { [weak self, store] in",
            "    do {",
            "        let items = try await store.fetch()",
            "        guard !Task.isCancelled else { return }",
            "        self?.isLoading = false",
            "        self?.output?.updateLoading(isLoading: false)",
            "        self?.items = items",
            "        self?.output?.show(items: items)",
            "    } catch {",
            "        guard !Task.isCancelled else { return }",
            "        self?.isLoading = false",
            "        self?.output?.updateLoading(isLoading: false)",
            "        self?.alertMessage = String(describing: error)",
            "    }",
            "}",
        ])
        let tests = module.testCase(of: "viewModel").tests
        XCTAssertEqual(tests.map(\.name).prefix(5), [
            "loadShowsTheAnswerOfTheStoreOnTheOutput", "loadShowsItIsLoadingUntilItsTaskEnds", "loadCancelsItsTaskWhenItComesAgain",
            "loadTaskIsCancelledWhenReleased", "loadReportsTheErrorOfTheStore",
        ])
        XCTAssertEqual(tests[0].then, [
            "XCTAssertEqual(store.fetchCallsCount, 1)", "XCTAssertEqual(output.showItemsReceivedItems, expected)",
            "XCTAssertFalse(sut.isLoading)", "XCTAssertEqual(output.updateLoadingIsLoadingReceivedInvocations, [true, false])",
            "XCTAssertEqual(sut.items, expected)",
        ])
        XCTAssertEqual(tests[1].when, ["sut.load()"])
        XCTAssertEqual(tests[1].then, [
            "XCTAssertTrue(sut.isLoading)", "await sut.loadTask?.value", "XCTAssertFalse(sut.isLoading)",
            "XCTAssertEqual(output.updateLoadingIsLoadingReceivedInvocations, [true, false])",
        ])
        XCTAssertEqual(tests[4].then, [
            "XCTAssertEqual(store.fetchCallsCount, 1)", "XCTAssertFalse(sut.isLoading)",
            "XCTAssertEqual(output.updateLoadingIsLoadingReceivedInvocations, [true, false])",
            "XCTAssertEqual(sut.alertMessage, String(describing: CancellationError()))",
        ])
    }

    /// The seed's kept completion: loading before it is finished, the content or the error after.
    func testAHandledCompletionSetsTheStateTheTestReadsBeforeAndAfter() throws {
        let module = try module("services:\n  Store:\n    - fetch(complete: @escaping (Result<[Item], Failure>) -> Void)\n"
            + "events:\n  - fetch(complete: @escaping (Result<[Item], Failure>) -> Void)\n  - var failure: Failure? { get }\n" + state)
        XCTAssertEqual(body(module), Self.fetch(failure: "self?.failure = error", then: ["    complete(result)"]))
        let tests = module.testCase(of: "viewModel").tests
        XCTAssertEqual(tests.map(\.name).prefix(2), ["fetchCompleteShowsTheAnswerOfTheStore", "fetchCompleteReportsTheErrorOfTheStore"])
        XCTAssertEqual(tests[0].then, [
            "XCTAssertEqual(store.fetchCompleteCallsCount, 1)", "XCTAssertFalse(completeCalled)", "XCTAssertTrue(sut.isLoading)",
            "store.fetchCompleteReceivedComplete?(.success(items))", "XCTAssertTrue(completeCalled)", "XCTAssertFalse(sut.isLoading)",
            "XCTAssertEqual(sut.items, items)",
        ])
        XCTAssertEqual(tests[1].then.suffix(3), [
            "XCTAssertTrue(completeCalled)", "XCTAssertFalse(sut.isLoading)", "XCTAssertEqual(sut.failure, failure)",
        ])
    }

    /// Seed 004's `initFetch()`: an event without a completion calling a service's passes the
    /// view model's own, and its test finishes the one the mock kept, reading the state before and after.
    func testAnEventWithoutACompletionPassesItsOwnToTheService() throws {
        let module = try module("services:\n  Store:\n    - fetch(complete: @escaping (Result<[Item], Failure>) -> Void)\n"
            + "events:\n  - initFetch() calls Store.fetch\n" + state)
        XCTAssertEqual(body(module), Self.fetch(failure: "self?.alertMessage = String(describing: error)", then: []))
        let tests = module.testCase(of: "viewModel").tests
        XCTAssertEqual(tests[0].when, ["sut.initFetch()"])
        XCTAssertEqual(tests[0].then, [
            "XCTAssertEqual(store.fetchCompleteCallsCount, 1)", "XCTAssertTrue(sut.isLoading)",
            "store.fetchCompleteReceivedComplete?(.success(items))", "XCTAssertFalse(sut.isLoading)", "XCTAssertEqual(sut.items, items)",
        ])
        XCTAssertEqual(tests[1].given, ["let error: Failure = .offline"])
        XCTAssertEqual(tests[1].then.suffix(2), ["XCTAssertFalse(sut.isLoading)", "XCTAssertEqual(sut.alertMessage, String(describing: error))"])
    }

    /// No state declared: the loading step is a TODO naming what to declare; nothing is made up.
    func testWithoutALoadingStateTheViewModelSaysWhatToDeclare() throws {
        let module = try module("services:\n  Store:\n    - fetch() async -> [Item]\nevents:\n  - load() calls Store.fetch\n")
        XCTAssertEqual(body(module), [
            "loadTask?.cancel()",
            "// TODO: Show that it is loading: declare 'var isLoading: Bool { get }' among the events for archgen to set it.",
            "loadTask = Task { [store] in",
            "    // TODO: Show what fetch() returns.",
            "    _ = await store.fetch()",
            "}",
        ])
    }

    /// `binding: closures`: the view model calls the closures the view sets, and its tests record what they got.
    func testClosuresTellTheViewAndTheTestsRecordWhatTheyGot() throws {
        let module = try module("services:\n  Store:\n    - fetch() async -> [Item]\nview:\n  - show(items: [Item])\n"
            + "  - updateLoading(isLoading: Bool)\nevents:\n  - load() calls Store.fetch\n" + state, closures: true)
        XCTAssertEqual(body(module), [
            "loadTask?.cancel()",
            "isLoading = true",
            "updateLoading?(true)",
            "loadTask = Task { [weak self, store] in",
            "    let items = await store.fetch()",
            "    guard !Task.isCancelled else { return }",
            "    self?.isLoading = false",
            "    self?.updateLoading?(false)",
            "    self?.items = items",
            "    self?.show?(items)",
            "}",
        ])
        let test = try XCTUnwrap(module.testCase(of: "viewModel").tests.first)
        XCTAssertEqual(test.name, "loadShowsTheAnswerOfTheStoreOnTheView")
        XCTAssertEqual(Array(test.given.prefix(4)), [
            "var showValues: [[Item]] = []", "sut.show = { showValues.append($0) }",
            "var updateLoadingValues: [Bool] = []", "sut.updateLoading = { updateLoadingValues.append($0) }",
        ])
        XCTAssertEqual(test.then, [
            "XCTAssertEqual(store.fetchCallsCount, 1)", "XCTAssertEqual(showValues.last, expected)", "XCTAssertFalse(sut.isLoading)",
            "XCTAssertEqual(updateLoadingValues, [true, false])", "XCTAssertEqual(sut.items, expected)",
        ])
        // No output: the view model holds no view.
        XCTAssertFalse(module.links(of: "viewModel").contains { $0.name == "output" })
        XCTAssertEqual(ModuleModel.strings(module.context(of: module.view)["bindings"]), [
            "viewModel.show = { [weak self] items in self?.show(items: items) }",
            "viewModel.updateLoading = { [weak self] isLoading in self?.updateLoading(isLoading: isLoading) }",
        ])
    }

    /// Seed 004's completion of several values: named by their parameters, the error reported to the error
    /// state, a value kept in the state of its name and type, the rest a TODO naming it; the tests finish it twice.
    func testACompletionOfSeveralValuesNamesThemAndKeepsEachWhereAStateTakesIt() throws {
        let module = try module("services:\n  Store:\n    - fetch(complete: @escaping (_ success: Bool, _ items: [Item], _ error: Failure?) -> ())\n"
            + "events:\n  - initFetch() calls Store.fetch\n" + state)
        XCTAssertEqual(body(module), [
            "isLoading = true", "store.fetch(complete: { [weak self] success, items, error in", "    self?.isLoading = false",
            "    if let error {", "        self?.alertMessage = String(describing: error)", "    } else {",
            "        // TODO: Show success (Bool), which it answers.", "        self?.items = items", "    }", "})",
        ])
        let tests = module.testCase(of: "viewModel").tests
        XCTAssertEqual(tests.map(\.name).prefix(2), ["fetchCompleteShowsTheAnswerOfTheStore", "fetchCompleteReportsTheErrorOfTheStore"])
        XCTAssertEqual(tests[0].given, ["let success: Bool = true", "let items: [Item] = [Item(id: 1)]"])
        XCTAssertEqual(tests[0].then, [
            "XCTAssertEqual(store.fetchCompleteCallsCount, 1)", "XCTAssertTrue(sut.isLoading)",
            "store.fetchCompleteReceivedComplete?(success, items, nil)", "XCTAssertFalse(sut.isLoading)", "XCTAssertEqual(sut.items, items)",
        ])
        XCTAssertEqual(tests[1].given.last, "let error: Failure = .offline")
        XCTAssertEqual(tests[1].then.suffix(3), [
            "store.fetchCompleteReceivedComplete?(success, items, error)", "XCTAssertFalse(sut.isLoading)",
            "XCTAssertEqual(sut.alertMessage, String(describing: error))",
        ])
    }

    /// No state declared: each value and the error are TODOs naming them; a `Bool` is never taken by type alone.
    func testACompletionOfSeveralValuesWithoutStateLeavesEachToTheTeam() throws {
        let module = try module("services:\n  Store:\n    - fetch(complete: @escaping (_ success: Bool, _ error: Error?) -> Void)\n"
            + "events:\n  - initFetch() calls Store.fetch\n  - var isAllowed: Bool { get }\n")
        XCTAssertEqual(body(module), [
            "// TODO: Show that it is loading: " + AnswerState.declareLoading,
            "store.fetch(complete: { success, error in", "    if error != nil {", "        // TODO: Report error (Error?): it must not be lost.",
            "    } else {", "        // TODO: Show success (Bool), which it answers.", "    }", "})",
        ])
    }
}

extension ViewModelStateTests {
    /// The body of an event handling `Store.fetch(complete:)`'s answer: loading, then the items or, on `failure`, the error; then `then`.
    static func fetch(failure: String, then: [String]) -> [String] {
        ["isLoading = true", "store.fetch(complete: { [weak self] result in", "    self?.isLoading = false", "    switch result {",
         "    case .success(let items):", "        self?.items = items", "    case .failure(let error):", "        " + failure, "    }"]
            + then + ["})"]
    }
}
