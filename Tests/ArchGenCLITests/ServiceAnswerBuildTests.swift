import Foundation
import TestSupport
import XCTest

/// Issue 36's async and Sendable items, through the real binary: a
/// synchronous event whose service method is `async throws` starts a task
/// its view model keeps, and a completion a service calls on any thread
/// (`@Sendable`) is handled on the main actor. Both modules' generated tests
/// pass in Swift 6 and Swift 5 mode, and fail (in Swift 6 mode: LanguageModeProof)
/// when the view model no longer tells its output the answer.
final class ServiceAnswerBuildTests: XCTestCase {
    private static let items = """
        module: Items
        style: mvvm
        platform: none
        entities:
          - Item(id: Int, title: String)
        services:
          ItemService:
            - fetchItems() async throws -> [Item]
        events:
          - fetchItems()
        view:
          - show(items: [Item])
          - show(error: Error)

        """

    private static let photos = """
        module: Photos
        style: mvvm
        platform: none
        tests: swift-testing
        entities:
          - Photo(id: Int, title: String)
          - enum APIError: Error { case noNetwork }
        services:
          APIService:
            - fetchPhotos(complete: @escaping @Sendable (Result<[Photo], APIError>) -> Void)
        events:
          - fetchPhotos(complete: @escaping @Sendable (Result<[Photo], APIError>) -> Void)
        view:
          - show(photos: [Photo])
          - show(error: APIError)

        """

    func testTheTaskAndTheSendableCompletionPassInSwift6And5AndFailWhenTheAnswerIsDropped() throws {
        _ = try SwiftToolchain.requireSwift()
        for mode in LanguageModeProof.modes {
            let project = try BinaryProject()
            _ = try project.directory.write("archgen.yml", "build:\n  languageMode: \(mode)\n")
            _ = try project.directory.write("Items.archgen", Self.items)
            _ = try project.directory.write("Photos.archgen", Self.photos)
            XCTAssertEqual(try project.run("generate").status, 0)
            let viewModel = try project.read("Items/ItemsViewModel.swift")
            XCTAssertTrue(viewModel.contains("""
                    func fetchItems() {
                        fetchItemsTask?.cancel()
                        // TODO: Show that it is loading: declare 'var isLoading: Bool { get }' among the events for archgen to set it.
                        fetchItemsTask = Task { [weak self, itemService] in
                            do {
                                let items = try await itemService.fetchItems()
                                guard !Task.isCancelled else { return }
                                self?.output?.show(items: items)
                            } catch {
                                guard !Task.isCancelled else { return }
                                self?.output?.show(error: error)
                            }
                        }
                    }
                """), viewModel)
            XCTAssertTrue(viewModel.contains("    deinit {\n        fetchItemsTask?.cancel()\n    }\n"), viewModel)

            let passing = try project.run(LanguageModeProof.checkArguments(mode, runsTestsInBoth: true))
            XCTAssertEqual(passing.status, 0, "Swift \(mode): " + passing.standardOutput + passing.standardError)
            XCTAssertFalse(passing.standardOutput.contains("warning"), "Swift \(mode): " + passing.standardOutput)
            guard LanguageModeProof.runsTests(mode) else { continue }

            // Each mutant makes the test that covers its step fail: the answer no longer shown
            // (the tests awaiting the task: the answer's and the cancelled task's), the error no longer
            // reported back on the main actor (the test finishing the kept completion). The mutants are
            // of two modules, each its own target with tests of its own, so both are run in one
            // `check --run-tests` (one SwiftPM build and test run, not one per mutant): the run fails
            // exactly these tests, each of the module whose step was dropped.
            let mutants = [
                ("Items", "                self?.output?.show(items: items)\n", "                _ = items\n", [
                    "ItemsViewModelTests.testFetchItemsShowsTheAnswerOfTheItemServiceOnTheOutput",
                    "ItemsViewModelTests.testFetchItemsCancelsItsTaskWhenItComesAgain",
                ]),
                ("Photos", "self?.output?.show(error: error)", "_ = error", ["fetchPhotosCompleteReportsTheErrorOfTheApiService"]),
            ]
            for (module, step, mutant, _) in mutants {
                XCTAssertTrue(try project.replace(step, with: mutant, in: "\(module)/\(module)ViewModel.swift"))
            }
            let failing = try project.run("check", "--run-tests")
            let output = failing.standardOutput + failing.standardError
            XCTAssertEqual(failing.status, 1, "Swift \(mode): " + output)
            let expected = mutants.flatMap(\.3)
            XCTAssertEqual(FailedTests.names(in: output), Set(expected), "Swift \(mode): " + output)
            XCTAssertTrue(failing.standardOutput.contains(", \(expected.count) failed"), "Swift \(mode): " + output)
        }
    }
}
