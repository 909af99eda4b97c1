@testable import ArchGenKit
import ArchGenSource
import ArchGenSpec
import TestSupport
import XCTest

/// A member that names its call (`settingsTapped() calls openSettings`): the
/// scaffold makes the call with the arguments the spec resolved, passes a
/// result on to the command that takes it, and its test checks what the
/// receiver got; a spec without `calls` forwards as before (the golden files).
final class MemberCallRenderTests: XCTestCase {
    private func files(_ text: String) throws -> [String: String] {
        let result = SpecLoader().load(bytes: Array(text.utf8), path: "Shop.archgen")
        let spec = try XCTUnwrap(result.spec, DiagnosticRenderer().render(result.diagnostics))
        let files = try GoldenFiles.renderer.render(spec, layout: ModuleLayout(sources: "S", tests: "T"))
        return Dictionary(uniqueKeysWithValues: files.map { (String($0.path.split(separator: "/").last!), $0.contents) })
    }

    private static let viper = """
        module: Shop
        style: viper
        platform: none
        view:
          - show(names: [String])
        events:
          - settingsTapped() calls openSettings
          - select(_ row: Int, title: String) calls open
          - refresh() calls load
        interactor:
          - load() calls Store.names
        output:
          - loaded(_ names: [String]) calls show
        routes:
          - openSettings()
          - open(title: String, index: Int)
        services:
          Store:
            - names() -> [String]
        """

    func testTheScaffoldMakesTheNamedCallWithTheCallersArgumentsAndPassesTheResultOn() throws {
        let files = try files(Self.viper)
        let presenter = try XCTUnwrap(files["ShopPresenter.swift"])
        XCTAssertTrue(presenter.contains("""
                func settingsTapped() {
                    router.openSettings()
                }

                func select(_ row: Int, title: String) {
                    router.`open`(title: title, index: row)
                }

                func refresh() {
                    interactor.load()
                }
            """), presenter)
        XCTAssertTrue(presenter.contains("    func loaded(_ names: [String]) {\n        view?.show(names: names)\n    }\n"), presenter)
        let interactor = try XCTUnwrap(files["ShopInteractor.swift"])
        XCTAssertTrue(interactor.contains("""
                func load() {
                    let names = store.names()
                    output?.loaded(names)
                }
            """), interactor)
    }

    func testTheTestsCheckWhatTheReceiverGotAndTheResultPassedOn() throws {
        let files = try files(Self.viper)
        let presenterTests = try XCTUnwrap(files["ShopPresenterTests.swift"])
        XCTAssertTrue(presenterTests.contains("""
                    // When
                    sut.select(row, title: title)

                    // Then
                    XCTAssertEqual(router.openTitleIndexCallsCount, 1)
                    XCTAssertEqual(router.openTitleIndexReceivedArguments?.title, title)
                    XCTAssertEqual(router.openTitleIndexReceivedArguments?.index, row)
            """), presenterTests)
        let interactorTests = try XCTUnwrap(files["ShopInteractorTests.swift"])
        XCTAssertTrue(interactorTests.contains("""
                    // Given
                    let expected: [String] = ["expected"]
                    store.namesReturnValue = expected

                    // When
                    sut.load()

                    // Then
                    XCTAssertEqual(store.namesCallsCount, 1)
                    XCTAssertEqual(output.loadedReceivedNames, expected)
            """), interactorTests)
    }

    func testAResultNoCommandTakesIsLeftToTheTeamAndItsMockIsStubbed() throws {
        let files = try files("""
            module: Shop
            style: mvvm
            platform: none
            view:
              - show(title: String)
            events:
              - refresh() calls Store.count
            services:
              Store:
                - count() -> Int
            """)
        let viewModel = try XCTUnwrap(files["ShopViewModel.swift"])
        XCTAssertTrue(viewModel.contains("""
                func refresh() {
                    // TODO: Pass on what count() returns.
                    _ = store.count()
                }
            """), viewModel)
        let tests = try XCTUnwrap(files["ShopViewModelTests.swift"])
        XCTAssertTrue(tests.contains("    store.countReturnValue = expected\n"), tests)
    }
}

extension MemberCallRenderTests {
    func testASynchronousEventCallingAnAsyncServiceMethodStartsTheKeptTaskWithItsArguments() throws {
        let files = try files("""
            module: Shop
            style: mvvm
            platform: none
            view:
              - show(title: String)
            events:
              - open(itemID: Int) calls ItemService.fetchTitle
            services:
              ItemService:
                - fetchTitle(id: Int) async throws -> String
            """)
        let viewModel = try XCTUnwrap(files["ShopViewModel.swift"])
        XCTAssertTrue(viewModel.contains("""
                    openTask = Task { [weak self, itemService] in
                        do {
                            let title = try await itemService.fetchTitle(id: itemID)
            """), viewModel)
        let tests = try XCTUnwrap(files["ShopViewModelTests.swift"])
        XCTAssertTrue(tests.contains("        XCTAssertEqual(itemService.fetchTitleIdReceivedId, itemID)\n"), tests)
    }
}
