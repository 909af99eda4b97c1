import Foundation
import TestSupport
import XCTest

/// Issue 36's async and Sendable items, through the real binary: a
/// synchronous event whose service method is `async throws` starts a task
/// its view model keeps, and a completion a service calls on any thread
/// (`@Sendable`) is handled on the main actor. Both modules' generated tests
/// pass in Swift 6 and Swift 5 mode, and fail when the view model no longer
/// tells its output the answer.
final class ServiceAnswerCommandTests: XCTestCase {
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
        for mode in [6, 5] {
            let project = try ScratchDirectory()
            let environment = ["ARCHGEN_CACHE_DIR": project.url.appendingPathComponent(".cache").path, "NO_COLOR": "1"]
            func run(_ arguments: String...) throws -> BinaryRunner.Result {
                try BinaryRunner.run(arguments, in: project.url, environment: environment)
            }
            func edit(_ path: String, _ old: String, _ new: String) throws {
                let url = project.url.appendingPathComponent(path)
                let text = try String(contentsOf: url, encoding: .utf8)
                XCTAssertTrue(text.contains(old), text)
                try text.replacingOccurrences(of: old, with: new).write(to: url, atomically: true, encoding: .utf8)
            }
            _ = try project.write("archgen.yml", "build:\n  languageMode: \(mode)\n")
            _ = try project.write("Items.archgen", Self.items)
            _ = try project.write("Photos.archgen", Self.photos)
            XCTAssertEqual(try run("generate").status, 0)
            let viewModel = try String(contentsOf: project.url.appendingPathComponent("Items/ItemsViewModel.swift"), encoding: .utf8)
            XCTAssertTrue(viewModel.contains("""
                    func fetchItems() {
                        fetchItemsTask?.cancel()
                        fetchItemsTask = Task { [weak self, itemService] in
                            do {
                                let items = try await itemService.fetchItems()
                                self?.output?.show(items: items)
                            } catch {
                                self?.output?.show(error: error)
                            }
                        }
                    }
                """), viewModel)
            XCTAssertTrue(viewModel.contains("    deinit {\n        fetchItemsTask?.cancel()\n    }\n"), viewModel)

            let passing = try run("check", "--run-tests")
            XCTAssertEqual(passing.status, 0, "Swift \(mode): " + passing.standardOutput + passing.standardError)
            XCTAssertFalse(passing.standardOutput.contains("warning"), "Swift \(mode): " + passing.standardOutput)

            // Each mutant makes the test that covers its step fail: the answer no longer shown
            // (the test awaiting the task), the error no longer reported back on the main actor
            // (the test finishing the kept completion).
            let mutants = [
                ("Items", "                self?.output?.show(items: items)\n", "                _ = items\n",
                 "testFetchItemsShowsTheAnswerOfTheItemServiceOnTheOutput"),
                ("Photos", "self?.output?.show(error: error)", "_ = error", "fetchPhotosCompleteReportsTheErrorOfTheApiService"),
            ]
            for (module, step, mutant, test) in mutants {
                try edit("\(module)/\(module)ViewModel.swift", step, mutant)
                let failing = try run("check", "--run-tests", module + ".archgen")
                let output = failing.standardOutput + failing.standardError
                XCTAssertEqual(failing.status, 1, "Swift \(mode), \(module): " + output)
                XCTAssertTrue(output.contains(test), "Swift \(mode), \(module): " + output)
            }
        }
    }
}
