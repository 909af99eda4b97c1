import ArchGenKit

/// A small VIP-like module (models, protocols, interactor, presenter, an
/// XCTest and a Swift Testing test) that compiles, and a broken variant of
/// it: files added, or text replaced, for one of the equivalence corpus's cases.
struct BrokenModule {
    /// What the case breaks, for failure messages.
    var title: String
    /// The module's name (and its types' prefix).
    var name = "Feature"
    var languageMode = 6
    /// Source files added to the module: name → text.
    var addedSources: [String: String] = [:]
    /// Test files added to the module: name → text.
    var addedTests: [String: String] = [:]
    /// Replacements in the module's own files: file name → (old text, new text).
    var replacements: [String: (String, String)] = [:]
    /// Whether the case expects an error (else warnings only).
    var expectsError = true

    /// The module as the sandbox compiles it, at made-up user paths.
    var sandboxModule: SandboxModule {
        func files(_ texts: [String: String], folder: String) -> [SandboxModule.File] {
            texts.sorted { $0.key < $1.key }.map { name, text in
                var text = text.replacingOccurrences(of: "Feature", with: self.name)
                if let (old, new) = replacements[name] {
                    text = text.replacingOccurrences(of: old.replacingOccurrences(of: "Feature", with: self.name),
                                                     with: new.replacingOccurrences(of: "Feature", with: self.name))
                }
                return SandboxModule.File(path: "App/\(folder)/\(name)", name: name, contents: text)
            }
        }
        return SandboxModule(
            name: name, appModule: name,
            sources: files(Self.sources.merging(addedSources) { $1 }, folder: name),
            tests: files(Self.tests.merging(addedTests) { $1 }, folder: name + "Tests"))
    }

    static let sources: [String: String] = [
        "FeatureModels.swift": """
            import Foundation

            enum Feature {
                struct Request: Equatable, Sendable { var query: String }
                struct Response: Equatable, Sendable { var items: [String] }
                struct ViewModel: Equatable, Sendable { var rows: [String] }
            }

            """,
        "FeatureProtocols.swift": """
            @MainActor protocol FeatureBusinessLogic: AnyObject {
                func load(request: Feature.Request)
            }

            @MainActor protocol FeaturePresentationLogic: AnyObject {
                func present(response: Feature.Response)
            }

            @MainActor protocol FeatureDisplayLogic: AnyObject {
                func display(viewModel: Feature.ViewModel)
            }

            """,
        "FeatureInteractor.swift": """
            @MainActor final class FeatureInteractor: FeatureBusinessLogic {
                var presenter: FeaturePresentationLogic?

                func load(request: Feature.Request) {
                    presenter?.present(response: Feature.Response(items: [request.query]))
                }
            }

            """,
        "FeaturePresenter.swift": """
            @MainActor final class FeaturePresenter: FeaturePresentationLogic {
                weak var view: FeatureDisplayLogic?

                func present(response: Feature.Response) {
                    view?.display(viewModel: Feature.ViewModel(rows: response.items.map { $0.uppercased() }))
                }
            }

            """,
    ]

    static let tests: [String: String] = [
        "FeaturePresenterTests.swift": """
            import XCTest
            @testable import Feature

            @MainActor final class FeaturePresenterTests: XCTestCase {
                private final class DisplaySpy: FeatureDisplayLogic {
                    var shown: [Feature.ViewModel] = []
                    func display(viewModel: Feature.ViewModel) { shown.append(viewModel) }
                }

                func testPresentUppercasesTheItems() {
                    let presenter = FeaturePresenter()
                    let spy = DisplaySpy()
                    presenter.view = spy
                    presenter.present(response: Feature.Response(items: ["a"]))
                    XCTAssertEqual(spy.shown, [Feature.ViewModel(rows: ["A"])])
                }
            }

            """,
        "FeatureInteractorTests.swift": """
            import Testing
            @testable import Feature

            @MainActor struct FeatureInteractorTests {
                final class PresenterSpy: FeaturePresentationLogic {
                    var responses: [Feature.Response] = []
                    func present(response: Feature.Response) { responses.append(response) }
                }

                @Test func loadPresentsTheQuery() {
                    let interactor = FeatureInteractor()
                    let spy = PresenterSpy()
                    interactor.presenter = spy
                    interactor.load(request: Feature.Request(query: "q"))
                    #expect(spy.responses == [Feature.Response(items: ["q"])])
                }
            }

            """,
    ]
}
