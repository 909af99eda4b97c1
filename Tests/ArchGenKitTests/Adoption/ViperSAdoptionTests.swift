@testable import ArchGenKit
import ArchGenSource
import ArchGenSpec
import XCTest

/// VIPER-S (ariok/VIPER-S) has VIPER's structure: a module of that
/// structure whose names are VIPER-S's is adopted as VIPER-S, its parts
/// under VIPER-S's keys (director, worker, navigator, scene).
final class ViperSAdoptionTests: XCTestCase {
    static let contract = """
        protocol ItemsList_DisplayUI: AnyObject {
            func display(titles: [String])
        }
        protocol ItemsList_HandleUIEvents: AnyObject {
            func onUIReady()
            func select(index: Int)
        }
        protocol ItemsList_ManageData: AnyObject {
            func fetchItems()
        }
        protocol ItemsList_PresentData: AnyObject {
            func present(items: [String])
        }
        protocol ItemsList_Navigate: AnyObject {
            func showItem(at index: Int)
        }
        """

    static let actors = """
        final class ItemsListDirector: ItemsList_HandleUIEvents, ItemsList_PresentData {
            weak var ui: ItemsList_DisplayUI!
            var dataManager: ItemsList_ManageData!
            var navigator: ItemsList_Navigate!
            func onUIReady() { dataManager.fetchItems() }
            func select(index: Int) { navigator.showItem(at: index) }
            func present(items: [String]) { ui.display(titles: items) }
        }
        final class ItemsListWorker: ItemsList_ManageData {
            weak var presenter: ItemsList_PresentData!
            func fetchItems() { presenter.present(items: []) }
        }
        final class ItemsListNavigator: ItemsList_Navigate {
            weak var scene: ItemsList_DisplayUI?
            func showItem(at index: Int) {}
        }
        final class ItemsListScene: UIViewController, ItemsList_DisplayUI {
            var eventsHandler: ItemsList_HandleUIEvents!
            func display(titles: [String]) {}
        }
        """

    static func module(contract: String = contract) throws -> ReadModule {
        let actorFiles = try actors.components(separatedBy: "\nfinal class ").enumerated().map { index, text throws in
            let code = index == 0 ? text : "final class " + text
            let type = code.dropFirst("final class ".count).prefix { $0.isLetter }
            return try ReadSourceFile(path: "Modules/ItemsList/\(type).swift", text: code, isTest: false)
        }
        return ReadModule(name: "ItemsList", sourcesFolder: "Modules/ItemsList", testsFolder: nil, files: [
            try ReadSourceFile(path: "Modules/ItemsList/ItemsListContract.swift", text: contract, isTest: false),
        ] + actorFiles)
    }

    func testAModuleOfVIPERsStructureWithVIPERSNamesIsVIPERS() throws {
        let adoption = ModuleAdoption(module: try Self.module(), specsFolder: "Specs", registry: .builtIn)
        XCTAssertEqual(adoption.shape?.style, "viper-s")
        XCTAssertEqual(adoption.shape?.actors.mapValues(\.name),
                       ["director": "ItemsListDirector", "worker": "ItemsListWorker", "navigator": "ItemsListNavigator", "scene": "ItemsListScene"])
        XCTAssertEqual(adoption.specText, """
            # Adopted by archgen from Modules/ItemsList.
            module: ItemsList
            style: viper-s
            platform: uikit
            view:
              - display(titles: [String])
            events:
              - onUIReady()
              - select(index: Int)
            interactor:
              - fetchItems()
            output:
              - present(items: [String])
            routes:
              - showItem(at index: Int)

            """)
        let written = adoption.leaves.filter { !$0.isDefault }.map { $0.key + ": " + $0.value }
        XCTAssertEqual(written, [
            "styles.viper-s.wiring.scene.eventsHandler.optional: \"!\"",
            "styles.viper-s.wiring.director.dataManager.optional: \"!\"", "styles.viper-s.wiring.director.navigator.optional: \"!\"",
            "styles.viper-s.isolation: none",
        ])
    }

    func testTheSameStructureWithVIPERsNamesStaysVIPER() throws {
        let names = [
            "ItemsList_DisplayUI": "ItemsListViewProtocol", "ItemsList_HandleUIEvents": "ItemsListPresenterProtocol",
            "ItemsList_ManageData": "ItemsListInteractorProtocol", "ItemsList_PresentData": "ItemsListInteractorOutputProtocol",
            "ItemsList_Navigate": "ItemsListRouterProtocol", "ItemsListDirector": "ItemsListPresenter",
            "ItemsListWorker": "ItemsListInteractor", "ItemsListNavigator": "ItemsListRouter", "ItemsListScene": "ItemsListViewController",
        ]
        let files = try Self.module().files.map { file in
            try ReadSourceFile(path: file.path, text: names.reduce(file.text) { $0.replacingOccurrences(of: $1.key, with: $1.value) },
                               isTest: false)
        }
        let module = ReadModule(name: "ItemsList", sourcesFolder: "Modules/ItemsList", testsFolder: nil, files: files)
        let adoption = ModuleAdoption(module: module, specsFolder: "Specs", registry: .builtIn)
        XCTAssertEqual(adoption.shape?.style, "viper")
        XCTAssertEqual(adoption.shape?.actors["presenter"]?.name, "ItemsListPresenter")
    }
}
