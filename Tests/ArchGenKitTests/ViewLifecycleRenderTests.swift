@testable import ArchGenKit
import ArchGenSource
import ArchGenSpec
import TestSupport
import XCTest

/// The view's side of a module: the UIKit view forwards `viewDidLoad()` to
/// the event of that name in every style, an MVVM view model on SwiftUI keeps
/// what the view's commands carry (`ViewState`); the SwiftUI screen's side is
/// `SwiftUIScreenRenderTests`'.
final class ViewLifecycleRenderTests: XCTestCase {
    private func files(_ text: String, style: String, wiring: WiringSettings = WiringSettings()) throws -> [String: String] {
        let result = SpecLoader(styleOverride: style).load(bytes: Array(text.utf8), path: "Shop.archgen")
        var spec = try XCTUnwrap(result.spec, DiagnosticRenderer().render(result.diagnostics))
        spec.wiring = wiring
        let files = try GoldenFiles.renderer.render(spec, layout: ModuleLayout(sources: "S", tests: "T"))
        return Dictionary(uniqueKeysWithValues: files.map { (String($0.path.split(separator: "/").last!), $0.contents) })
    }

    func testTheUIKitViewForwardsViewDidLoadToTheEventInEveryStyle() throws {
        let spec = "module: Shop\nplatform: uikit\nevents:\n  - viewDidLoad()\n  - tap()\nview:\n  - show(title: String)\n"
        for (style, file, call) in [("viper", "ShopViewController.swift", "presenter.viewDidLoad()"),
                                    ("viper-s", "ShopScene.swift", "eventsHandler.viewDidLoad()"),
                                    ("vip", "ShopViewController.swift", "interactor.viewDidLoad()"),
                                    ("mvvm", "ShopViewController.swift", "viewModel.viewDidLoad()")] {
            let text = try XCTUnwrap(try files(spec, style: style)[file], style)
            XCTAssertTrue(text.contains("""
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        \(call)
                    }

                    func show(title: String) {
                """), "\(style):\n\(text)")
        }
        // Renamed and optional: the call follows the link.
        let renamed = WiringSettings(links: ["view.presenter": .init(property: "output", optionality: .optional)])
        let optional = try XCTUnwrap(try files(spec, style: "viper", wiring: renamed)["ShopViewController.swift"])
        XCTAssertTrue(optional.contains("        output?.viewDidLoad()\n"), optional)
    }

    func testNoViewDidLoadIsWrittenForAnotherEventOrOneWithEffects() throws {
        for events in ["  - tap()\n", "  - viewDidLoad() async\n", "  - viewDidLoad() throws\n", "  - viewDidLoad(animated: Bool)\n"] {
            let text = try files("module: Shop\nplatform: uikit\nevents:\n" + events, style: "viper")["ShopViewController.swift"]!
            XCTAssertFalse(text.contains("override func viewDidLoad()"), events + text)
        }
    }

    func testTheMVVMViewModelKeepsWhatItsCommandsCarryOnSwiftUI() throws {
        let spec = """
            module: Shop
            platform: swiftui
            observation: observableObject
            entities:
              - Item(id: Int)
            events:
              - viewDidLoad()
            view:
              - showLoading(_ isLoading: Bool)
              - show(items: [Item], selected: Item)
              - reload()
              - select(items: [Item])
              - mark(items: Int, viewDidLoad: String, then: @escaping () -> Void)
              - count() -> Int

            """
        let text = try XCTUnwrap(try files(spec, style: "mvvm")["ShopViewModel.swift"])
        XCTAssertTrue(text.contains("""
            final class ShopViewModel: ShopViewModelInput {
                // What the screen shows: the view model sets it, the screen reads it.
                // Published where SwiftUI (and Combine) is; plain elsewhere, so the tests build on Linux too.
            #if canImport(SwiftUI)
                @Published private(set) var isLoading: Bool = false
                @Published private(set) var items: [Item] = []
                @Published private(set) var selected: Item?
            #else
                private(set) var isLoading: Bool = false
                private(set) var items: [Item] = []
                private(set) var selected: Item?
            #endif

                func viewDidLoad() {
                    // TODO: Ask the services, then update the state the screen shows.
                }
            }
            """), text)
        // The UIKit view controller of the same spec keeps its TODOs.
        let uikit = try XCTUnwrap(try files(spec.replacingOccurrences(of: "swiftui", with: "uikit"), style: "mvvm")["ShopViewController.swift"])
        XCTAssertFalse(uikit.contains("@Published"), uikit)
        XCTAssertTrue(uikit.contains("    func show(items: [Item], selected: Item) {\n        // TODO: Update the UI.\n    }\n"), uikit)
    }
}
