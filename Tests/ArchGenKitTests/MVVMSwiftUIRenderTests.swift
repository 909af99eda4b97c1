@testable import ArchGenKit
import ArchGenSource
import ArchGenSpec
import TestSupport
import XCTest

/// MVVM on SwiftUI has one observable layer (issue 37): the screen observes
/// the view model itself, which keeps the state the `view` list's commands
/// carry; there is no screen model, no output protocol and no `output` link
/// (`observes: {swiftui: viewModel}` in the manifest). UIKit's MVVM keeps its output.
final class MVVMSwiftUIRenderTests: XCTestCase {
    private static let spec = """
        module: Shop
        style: mvvm
        platform: swiftui
        entities:
          - Item(id: Int)
        services:
          ShopService:
            - items() async throws -> [Item]
        events:
          - onAppear()
          - tap(item: Item)
        view:
          - show(items: [Item])
          - showError(message: String)
          - reload()
        routes:
          - openDetail(of item: Item)

        """

    private func files(_ text: String) throws -> [String: String] {
        let result = SpecLoader().load(bytes: Array(text.utf8), path: "Shop.archgen")
        let spec = try XCTUnwrap(result.spec, DiagnosticRenderer().render(result.diagnostics))
        let files = try GoldenFiles.renderer.render(spec, layout: ModuleLayout(sources: "S", tests: "T"))
        return Dictionary(uniqueKeysWithValues: files.map { (String($0.path.split(separator: "/").last!), $0.contents) })
    }

    func testTheScreenObservesTheViewModelWhichKeepsTheStateItsCommandsCarry() throws {
        let files = try files(Self.spec)
        XCTAssertNil(files["ShopScreenModel.swift"])
        let viewModel = try XCTUnwrap(files["ShopViewModel.swift"])
        XCTAssertTrue(viewModel.contains("""
            import Foundation
            import Observation

            /// Takes the screen's events, asks the services it is given, and keeps the
            /// state the screen shows: the screen observes the view model itself.
            @MainActor
            @Observable
            final class ShopViewModel: ShopViewModelInput {
                @ObservationIgnored let coordinator: any ShopCoordinating
                @ObservationIgnored let shopService: any ShopService

                // What the screen shows: the view model sets it, the screen reads it.
                private(set) var items: [Item] = []
                private(set) var message: String = ""

                init(coordinator: any ShopCoordinating, shopService: any ShopService) {
            """), viewModel)
        XCTAssertTrue(viewModel.contains("""
                func onAppear() {
                    // TODO: Ask the services, then update the state the screen shows.
                }
            """), viewModel)
        let screen = try XCTUnwrap(files["ShopScreen.swift"])
        XCTAssertTrue(screen.contains("""
            /// The module's screen.
            struct ShopScreen: View {
                /// Internal, not private: the route tests of the module that opens this one read it.
                @State var model: ShopViewModel

                init(model: ShopViewModel) {
                    _model = State(initialValue: model)
                }

                var body: some View {
                    List {
                        ForEach(Array(model.items.enumerated()), id: \\.offset) { row in
                            Text(String(describing: row.element))
                        }
                        Text(model.message)
                    }
                    .onAppear { model.onAppear() }
                }
            }
            """), screen)
        // No output protocol to republish the state, and no link to a view.
        let contract = try XCTUnwrap(files["ShopContract.swift"])
        XCTAssertFalse(contract.contains("ShopViewModelOutput"), contract)
        XCTAssertFalse(viewModel.contains("output"), viewModel)
        let coordinator = try XCTUnwrap(files["ShopCoordinator.swift"])
        XCTAssertTrue(coordinator.contains("""
            final class ShopCoordinator {
                /// Links the module's actors and returns the view model, which the
                /// caller keeps (the screen keeps it, and observes it).
                static func assemble(shopService: any ShopService) -> ShopViewModel {
                    let coordinator = ShopCoordinator()
                    let viewModel = ShopViewModel(coordinator: coordinator, shopService: shopService)
                    return viewModel
                }
            }
            """), coordinator)
        XCTAssertTrue(coordinator.contains("""
                static func create(shopService: any ShopService) -> ShopScreen {
                    let viewModel = assemble(shopService: shopService)
                    return ShopScreen(model: viewModel)
                }
            """), coordinator)
        let tests = try XCTUnwrap(files["ShopCoordinatorTests.swift"])
        XCTAssertTrue(tests.contains("""
                    // When
                    let viewModel = ShopCoordinator.assemble(shopService: shopService)

                    // Then
                    XCTAssertTrue(viewModel.coordinator is ShopCoordinator)
            """), tests)
        XCTAssertFalse(files["ShopTestDoubles.swift"]?.contains("ShopViewModelOutputSpy") ?? true)
    }

    func testAnObservableObjectViewModelPublishesItsStateAndIsBuiltInTheAutoclosure() throws {
        let files = try files(Self.spec + "observation: observableObject\n")
        let viewModel = try XCTUnwrap(files["ShopViewModel.swift"])
        XCTAssertTrue(viewModel.contains("""
            import Foundation
            #if canImport(SwiftUI)
            import SwiftUI
            #endif
            """), viewModel)
        // Published where Combine is (SwiftUI brings it), plain elsewhere: `check` builds the tests on Linux.
        XCTAssertTrue(viewModel.contains("""
            final class ShopViewModel: ShopViewModelInput {
                let coordinator: any ShopCoordinating
                let shopService: any ShopService

                // What the screen shows: the view model sets it, the screen reads it.
                // Published where SwiftUI (and Combine) is; plain elsewhere, so the tests build on Linux too.
            #if canImport(SwiftUI)
                @Published private(set) var items: [Item] = []
                @Published private(set) var message: String = ""
            #else
                private(set) var items: [Item] = []
                private(set) var message: String = ""
            #endif
            """), viewModel)
        XCTAssertTrue(viewModel.hasSuffix("""
            }

            #if canImport(SwiftUI)
            extension ShopViewModel: ObservableObject {}
            #endif

            """), viewModel)
        XCTAssertTrue(try XCTUnwrap(files["ShopScreen.swift"]).contains("""
                @StateObject var model: ShopViewModel

                init(model: @autoclosure @escaping () -> ShopViewModel) {
                    _model = StateObject(wrappedValue: model())
                }
            """))
        let coordinator = try XCTUnwrap(files["ShopCoordinator.swift"])
        XCTAssertTrue(coordinator.contains("""
                    return ShopScreen(model: {
                        let viewModel = assemble(shopService: shopService)
                        return viewModel
                    }())
            """), coordinator)
    }

    func testUIKitKeepsTheOutputTheViewControllerImplements() throws {
        let files = try files(Self.spec.replacingOccurrences(of: "swiftui", with: "uikit"))
        XCTAssertTrue(try XCTUnwrap(files["ShopContract.swift"]).contains("protocol ShopViewModelOutput: AnyObject {"))
        let viewModel = try XCTUnwrap(files["ShopViewModel.swift"])
        XCTAssertTrue(viewModel.contains("final class ShopViewModel: ShopViewModelInput {\n    weak var output: (any ShopViewModelOutput)?\n"), viewModel)
        XCTAssertFalse(viewModel.contains("Observ"), viewModel)
        XCTAssertTrue(viewModel.contains("// TODO: Ask the services, then update the output, or navigate."), viewModel)
        XCTAssertTrue(try XCTUnwrap(files["ShopCoordinator.swift"]).contains("static func assemble<ViewType: ShopViewModelOutput>("))
    }
}
