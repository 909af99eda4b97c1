@testable import ArchGenKit
import ArchGenSource
import ArchGenSpec
import XCTest

/// A VIPER-S module written as ariok/VIPER-S's own app writes it: protocols
/// that are not class-bound, every link held strongly (`var ui:
/// ItemsList_DisplayUI!`), entities over several lines in the contract.
final class StrongLinksAdoptionTests: XCTestCase {
    static let contract = """
        struct Item{
            let name: String
            var enabled: Bool
        }

        protocol ItemsAdd_DisplayUI {
            func toggle(loading:Bool)
        }
        protocol ItemsAdd_HandleUIEvents {
            func onSaveItem(name: String)
        }
        protocol ItemsAdd_ManageData{
            func add(item:Item)
        }
        protocol ItemsAdd_PresentData{
            func presentSuccess()
        }
        protocol ItemsAdd_Navigate{
            func goBack()
        }
        protocol ItemsAdd_Delegate{
            func itemDidCreate()
        }
        """

    static let actors = [
        "Director": """
            class ItemsAddDirector {
                var dataManager: ItemsAdd_ManageData!
                var ui: ItemsAdd_DisplayUI!
                var navigator: ItemsAdd_Navigate!
                var delegate: ItemsAdd_Delegate?
            }
            extension ItemsAddDirector: ItemsAdd_PresentData {
                func presentSuccess() { delegate?.itemDidCreate() }
            }
            extension ItemsAddDirector: ItemsAdd_HandleUIEvents {
                func onSaveItem(name: String) { dataManager.add(item: Item(name: name, enabled: true)) }
            }
            """,
        "Worker": "class ItemsAddWorker: ItemsAdd_ManageData {\n    var presenter: ItemsAdd_PresentData!\n    func add(item: Item) {}\n}\n",
        "Navigator": "class ItemsAddNavigator: Navigator, ItemsAdd_Navigate {\n    func goBack() {}\n}\n",
        "Scene": "class ItemsAddScene: UIViewController, ItemsAdd_DisplayUI {\n    var eventsHandler: ItemsAdd_HandleUIEvents!\n    func toggle(loading: Bool) {}\n}\n",
    ]

    static func adoption() throws -> ModuleAdoption {
        let files = try [ReadSourceFile(path: "Items/ItemsAdd/ItemsAddContract.swift", text: contract, isTest: false)]
            + actors.map { try ReadSourceFile(path: "Items/ItemsAdd/ItemsAdd\($0.key).swift", text: $0.value, isTest: false) }
        let module = ReadModule(name: "ItemsAdd", sourcesFolder: "Items/ItemsAdd", testsFolder: nil, files: files)
        return ModuleAdoption(module: module, specsFolder: "Specs", registry: .builtIn)
    }

    func testAModuleHoldingEveryLinkStronglyIsReadByItsViewAndEachStrongLinkIsANote() throws {
        let adoption = try Self.adoption()
        XCTAssertEqual(adoption.shape?.style, "viper-s")
        XCTAssertEqual(adoption.shape?.actors.mapValues(\.name), [
            "director": "ItemsAddDirector", "worker": "ItemsAddWorker", "navigator": "ItemsAddNavigator", "scene": "ItemsAddScene",
        ])
        XCTAssertEqual(adoption.shape?.protocols["delegate"]?.name, "ItemsAdd_Delegate")
        XCTAssertEqual(DiagnosticRenderer().render(adoption.notes.filter { $0.message.contains("held strongly") }), """
            Items/ItemsAdd/ItemsAddDirector.swift:3:5: note: `var ui` is held strongly: archgen's scaffolds and doubles hold it `weak`
                var ui: ItemsAdd_DisplayUI!
                ^
            hint: the team's declaration stays as it is; `weak var ui` would match archgen's
            Items/ItemsAdd/ItemsAddDirector.swift:5:5: note: `var delegate` is held strongly: archgen's scaffolds and doubles hold it `weak`
                var delegate: ItemsAdd_Delegate?
                ^
            hint: the team's declaration stays as it is; archgen.yml's `wiring: director.delegate: {weak: false}` holds it strongly too
            Items/ItemsAdd/ItemsAddWorker.swift:2:5: note: `var presenter` is held strongly: archgen's scaffolds and doubles hold it `weak`
                var presenter: ItemsAdd_PresentData!
                ^
            hint: the team's declaration stays as it is; `weak var presenter` would match archgen's

            """)
    }

    func testAStructOfStoredPropertiesOverSeveralLinesIsOneEntityLine() throws {
        let spec = try Self.adoption().specText
        XCTAssertTrue(spec.contains("entities:\n  - struct Item { let name: String; var enabled: Bool }\n"), spec)
        let withMethod = try ReadModule.types(in: [
            ReadSourceFile(path: "A.swift", text: "struct Item {\n    let name: String\n    func shown() -> String { name }\n}\n", isTest: false),
        ])
        XCTAssertNil(EntityLine.line(of: withMethod[0]))
    }

    func testTestsFolderIsTheModulesNameTestsElseTheModulesFolderInATestsTree() {
        XCTAssertEqual(TestsFolderSearch.folder(of: "Login", among: ["App/Login/A.swift", "AppTests/Deep/LoginTests/B.swift",
                                                                     "AppTests/LoginTests/C.swift"]), "AppTests/LoginTests")
        XCTAssertEqual(TestsFolderSearch.folder(of: "ListOrders", among: [
            "CleanStore/Scenes/ListOrders/A.swift", "CleanStoreTests/Scenes/ListOrders/ATests.swift", "CleanStoreTests/Seeds.swift",
        ]), "CleanStoreTests/Scenes/ListOrders")
        XCTAssertNil(TestsFolderSearch.folder(of: "ListOrders", among: ["CleanStore/Scenes/ListOrders/A.swift", "Other/ListOrders/B.swift"]))
    }
}
