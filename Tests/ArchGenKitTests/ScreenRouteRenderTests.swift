@testable import ArchGenKit
import ArchGenSpec
import TestSupport
import XCTest

/// Routes on SwiftUI (`ModuleModel+ScreenNavigation`): a route that opens a
/// module sets the screen model's `destination` (pushed) or `sheet` to the
/// module's screen, built through its entry point; the screen shows them;
/// `close()` calls the screen's `DismissAction`, which the screen hands its
/// model; the assembly's test case tests each route that opens a module.
final class ScreenRouteRenderTests: XCTestCase {
    private func files(_ opener: String, opening opened: String) throws -> [String: String] {
        try RouteFiles.render(opener, opening: [opened])
    }

    static let detail = """
        module: Detail
        style: mvvm
        platform: swiftui
        input: (itemID: Int)
        delegate:
          - didLike(itemID: Int)
        events:
          - likeTapped()
        routes:
          - close()

        """

    static let list = """
        module: List
        style: viper
        platform: swiftui
        events:
          - didSelect(itemID: Int)
        routes:
          - showDetail(itemID: Int) opens Detail
          - presentDetail(itemID: Int) presents Detail
          - close()

        """

    func testARouteSetsTheScreenModelsDestinationOrSheetWhichTheScreenShows() throws {
        let files = try files(Self.list, opening: Self.detail)
        let router = try XCTUnwrap(files["ListRouter.swift"])
        XCTAssertTrue(router.contains("""
                func showDetail(itemID: Int) {
                    #if canImport(SwiftUI)
                    let detail = DetailCoordinator.create(itemID: itemID, delegate: presenter)
                    (view as? ListScreenModel)?.destination = .detail(detail)
                    #endif
                }

                func presentDetail(itemID: Int) {
                    #if canImport(SwiftUI)
                    let detail = DetailCoordinator.create(itemID: itemID, delegate: presenter)
                    (view as? ListScreenModel)?.sheet = .detail(detail)
                    #endif
                }

                func close() {
                    #if canImport(SwiftUI)
                    (view as? ListScreenModel)?.dismissAction?()
                    #endif
                }
            """), router)
        let screen = try XCTUnwrap(files["ListScreen.swift"])
        for expected in [
            """
                // Where the screen navigates: the routes set it, the screen shows it.
                /// The module a route opened: the screen pushes it (`navigationDestination`).
                var destination: Destination?
                /// Whether `destination` is shown; set to false when the user goes back.
                var isShowingDestination: Bool {
                    get { destination != nil }
                    set { if !newValue { destination = nil } }
                }
                /// The module a route presented: the screen shows it as a sheet.
                var sheet: Destination?
                /// The screen's dismiss action, which it hands over when it appears: a route that dismisses calls it.
                @ObservationIgnored var dismissAction: DismissAction?

                /// A module a route opens, its screen built.
                enum Destination: Identifiable {
                    case detail(DetailScreen)

                    var id: String {
                        switch self {
                        case .detail: return "detail"
                        }
                    }

                    @MainActor @ViewBuilder var screen: some View {
                        switch self {
                        case .detail(let screen): screen
                        }
                    }
                }
            """,
            """
                @Environment(\\.dismiss) private var dismiss

                var body: some View {
                    Text("List")
                        .onAppear { model.dismissAction = dismiss }
                        .navigationDestination(isPresented: $model.isShowingDestination) {
                            model.destination?.screen
                        }
                        .sheet(item: $model.sheet) { sheet in
                            NavigationStack { sheet.screen }
                        }
                }
            """,
        ] {
            XCTAssertTrue(screen.contains(expected), expected + "\n---\n" + screen)
        }
        let tests = try XCTUnwrap(files["ListRouterTests.swift"])
        XCTAssertTrue(tests.contains("""
                    // Then
                    let detailScreen: DetailScreen? = if case .detail(let screen)? = view.sheet { screen } else { nil }
                    let detail = try XCTUnwrap(detailScreen).model
                    XCTAssertEqual(detail.itemID, itemID)
                    XCTAssertIdentical(detail.delegate, module.presenter)
                    #endif
            """), tests)
    }

    func testAnObservableObjectScreenModelPublishesWhereItNavigates() throws {
        let files = try files(Self.list + "observation: observableObject\n", opening: Self.detail + "observation: observableObject\n")
        let screen = try XCTUnwrap(files["ListScreen.swift"])
        XCTAssertTrue(screen.contains("    @Published var destination: Destination?\n"), screen)
        XCTAssertTrue(screen.contains("    @Published var sheet: Destination?\n"), screen)
        XCTAssertTrue(screen.contains("    var dismissAction: DismissAction?\n"), screen)
        XCTAssertFalse(screen.contains("@ObservationIgnored"), screen)
    }
}

extension ScreenRouteRenderTests {
    /// Every statement run when the screen appears is in one `.onAppear`, the dismiss action handed over first,
    /// so that an event's route can already call it: two `.onAppear`s would run in an order no reader should need to know.
    func testTheScreenRunsEverythingOnAppearingInOneModifier() throws {
        let spec = "module: Sheet\nstyle: viper\nplatform: swiftui\nevents:\n  - viewDidLoad()\n  - onAppear()\n  - onDisappear()\nroutes:\n  - close()\n"
        let screen = try XCTUnwrap(try RouteFiles.render(spec, opening: [])["SheetScreen.swift"])
        XCTAssertTrue(screen.contains("""
                    Text("Sheet")
                        .onAppear {
                            model.dismissAction = dismiss
                            model.presenter.viewDidLoad()
                            model.presenter.onAppear()
                        }
                        .onDisappear { model.presenter.onDisappear() }
                }
            """), screen)
    }
}
