@testable import ArchGenKit
import ArchGenSource
import ArchGenSpec
import TestSupport
import XCTest

/// A SwiftUI module as teams write it now (issue 37), in every style: the
/// screen model keeps the state the view's commands set, the screen's `body`
/// shows it and forwards the lifecycle events, and the model is observed as
/// the spec's `observation` says, built once inside `@StateObject`'s autoclosure.
/// MVVM's screen observes its view model itself: `MVVMSwiftUIRenderTests`.
final class SwiftUIScreenRenderTests: XCTestCase {
    private static let spec = """
        module: Shop
        platform: swiftui
        entities:
          - Item(id: Int)
        events:
          - onAppear()
          - task() async
          - onDisappear()
          - tap(item: Item)
        view:
          - show(items: [Item])
          - showError(message: String)
          - showSelected(_ selected: Item?)
          - showFirst(_ first: Item)

        """

    /// Each style's screen model and screen file, and the link the screen's events go through.
    private static let styles = [("viper", "ShopScreen.swift", "ShopScreenModel", "presenter"),
                                 ("viper-s", "ShopScene.swift", "ShopSceneModel", "eventsHandler"),
                                 ("vip", "ShopScreen.swift", "ShopScreenModel", "interactor")]

    private func files(_ text: String, style: String) throws -> [String: String] {
        let result = SpecLoader(styleOverride: style).load(bytes: Array(text.utf8), path: "Shop.archgen")
        let spec = try XCTUnwrap(result.spec, DiagnosticRenderer().render(result.diagnostics))
        let files = try GoldenFiles.renderer.render(spec, layout: ModuleLayout(sources: "S", tests: "T"))
        return Dictionary(uniqueKeysWithValues: files.map { (String($0.path.split(separator: "/").last!), $0.contents) })
    }

    func testTheScreenShowsTheStateItsCommandsSetAndForwardsItsLifecycleInEveryStyle() throws {
        for (style, file, model, link) in Self.styles {
            let text = try XCTUnwrap(try files(Self.spec, style: style)[file], style)
            XCTAssertTrue(text.contains("""
                    // What the view's commands set; the screen shows it.
                    private(set) var items: [Item] = []
                    private(set) var message: String = ""
                    private(set) var selected: Item?
                    private(set) var first: Item?

                """), "\(style):\n\(text)")
            XCTAssertTrue(text.contains("""
                    func show(items: [Item]) {
                        self.items = items
                    }

                    func showError(message: String) {
                        self.message = message
                    }

                    func showSelected(_ selected: Item?) {
                        self.selected = selected
                    }

                    func showFirst(_ first: Item) {
                        self.first = first
                    }
                """), "\(style):\n\(text)")
            XCTAssertTrue(text.contains("""
                @Observable
                final class \(model): 
                """), "\(style):\n\(text)")
            XCTAssertTrue(text.contains("""
                    @State var model: \(model)

                    init(model: \(model)) {
                        _model = State(initialValue: model)
                    }

                    var body: some View {
                        List {
                            ForEach(Array(model.items.enumerated()), id: \\.offset) { row in
                                Text(String(describing: row.element))
                            }
                            Text(model.message)
                            Text(model.selected.map { String(describing: $0) } ?? "")
                            Text(model.first.map { String(describing: $0) } ?? "")
                        }
                        .onAppear { model.\(link).onAppear() }
                        .task { await model.\(link).task() }
                        .onDisappear { model.\(link).onDisappear() }
                    }
                """), "\(style):\n\(text)")
        }
    }

    func testAnObservableObjectIsBuiltOnceInsideTheStateObjectAutoclosure() throws {
        let spec = Self.spec + "observation: observableObject\n"
        for (style, file, model, _) in Self.styles {
            let files = try files(spec, style: style)
            let text = try XCTUnwrap(files[file], style)
            XCTAssertTrue(text.contains("final class \(model): ObservableObject, Shop"), "\(style):\n\(text)")
            XCTAssertTrue(text.contains("    @Published private(set) var items: [Item] = []\n"), "\(style):\n\(text)")
            XCTAssertTrue(text.contains("""
                    @StateObject var model: \(model)

                    init(model: @autoclosure @escaping () -> \(model)) {
                        _model = StateObject(wrappedValue: model())
                    }
                """), "\(style):\n\(text)")
            XCTAssertFalse(text.contains("@Observable"), "\(style):\n\(text)")
        }
        let router = try XCTUnwrap(try files(spec, style: "viper")["ShopRouter.swift"])
        XCTAssertTrue(router.contains("""
                static func create() -> ShopScreen {
                    // Built in the screen's `@StateObject` autoclosure: once, however often SwiftUI makes the screen.
                    return ShopScreen(model: {
                        let module = assemble(view: { ShopScreenModel(presenter: $0) })
                        return module.view
                    }())
                }
            """), router)
        // With `@Observable`, `@State` has no autoclosure: the entry point builds the module and passes it.
        let observable = try XCTUnwrap(try files(Self.spec, style: "viper")["ShopRouter.swift"])
        XCTAssertTrue(observable.contains("""
                    let module = assemble(view: { ShopScreenModel(presenter: $0) })
                    return ShopScreen(model: module.view)
            """), observable)
    }

    /// Without state, the module's name; `viewDidLoad()` appears as `onAppear()` does; an event with
    /// parameters is the team's to call; an async one is not sent off the main actor (`isolation: none`).
    func testALifecycleEventIsForwardedOnlyWhenTheScreenCanCallIt() throws {
        let spec = "module: Shop\nplatform: swiftui\nisolation: none\nevents:\n  - viewDidLoad()\n  - task() async\n"
            + "  - onAppear(animated: Bool)\n  - onDisappear() throws\n"
        let text = try XCTUnwrap(try files(spec, style: "viper")["ShopScreen.swift"])
        XCTAssertTrue(text.contains("""
                var body: some View {
                    Text("Shop")
                        .onAppear { model.presenter.viewDidLoad() }
                }
            """), text)
        let isolated = try XCTUnwrap(try files(spec.replacingOccurrences(of: "none", with: "mainActor"), style: "viper")["ShopScreen.swift"])
        XCTAssertTrue(isolated.contains("""
                    Text("Shop")
                        .onAppear { model.presenter.viewDidLoad() }
                        .task { await model.presenter.task() }
                }
            """), isolated)
    }
}
