@testable import ArchGenKit
import ArchGenSource
import ArchGenSpec
import XCTest

/// A scene written the way Clean Swift's own templates write it (as its
/// CleanStore sample does): each protocol above the type conforming to it,
/// the spies nested in the test cases, the interactor building the app's
/// worker itself.
final class CleanSwiftTemplateAdoptionTests: XCTestCase {
    static let files = [
        "Interactor": """
            protocol OrdersBusinessLogic {
                func fetchOrders(request: Orders.FetchOrders.Request)
            }
            protocol OrdersDataStore {
                var orders: [String]? { get }
            }
            class OrdersInteractor: OrdersBusinessLogic, OrdersDataStore {
                var presenter: OrdersPresentationLogic?
                var worker = OrdersWorker(store: OrdersMemStore())
                var orders: [String]?
                func fetchOrders(request: Orders.FetchOrders.Request) {}
            }
            """,
        "Presenter": """
            protocol OrdersPresentationLogic {
                func presentFetchedOrders(response: Orders.FetchOrders.Response)
            }
            class OrdersPresenter: OrdersPresentationLogic {
                weak var viewController: OrdersDisplayLogic?
                func presentFetchedOrders(response: Orders.FetchOrders.Response) { _ = formatted(total: 1) }
            }
            """,
        "ViewController": """
            protocol OrdersDisplayLogic: AnyObject {
                func displayFetchedOrders(viewModel: Orders.FetchOrders.ViewModel)
            }
            class OrdersViewController: UITableViewController, OrdersDisplayLogic {
                var interactor: OrdersBusinessLogic?
                var router: (NSObjectProtocol & OrdersRoutingLogic & OrdersDataPassing)?
                func displayFetchedOrders(viewModel: Orders.FetchOrders.ViewModel) {}
            }
            """,
        "Router": """
            protocol OrdersRoutingLogic {
                func routeToShowOrder()
            }
            protocol OrdersDataPassing {
                var dataStore: OrdersDataStore? { get }
            }
            class OrdersRouter: NSObject, OrdersRoutingLogic, OrdersDataPassing {
                weak var viewController: OrdersViewController?
                var dataStore: OrdersDataStore?
                func routeToShowOrder() {}
            }
            """,
        "Models": "enum Orders {\n    enum FetchOrders {\n        struct Request {}\n        struct Response {}\n        struct ViewModel {}\n    }\n}\n",
    ]

    static let tests = """
        @testable import Store
        import XCTest

        class OrdersInteractorTests: XCTestCase {
            class OrdersPresentationLogicSpy: OrdersPresentationLogic {
                func presentFetchedOrders(response: Orders.FetchOrders.Response) {}
            }
        }
        """

    static func adoption() throws -> ModuleAdoption {
        var module = ReadModule(name: "Orders", sourcesFolder: "Scenes/Orders", testsFolder: "StoreTests/Scenes/Orders", files: try files.map {
            try ReadSourceFile(path: "Scenes/Orders/Orders\($0.key).swift", text: $0.value, isTest: false)
        } + [try ReadSourceFile(path: "StoreTests/Scenes/Orders/OrdersInteractorTests.swift", text: tests, isTest: true)])
        let app = [
            try ReadSourceFile(path: "Store/Workers/OrdersWorker.swift", text: """
                class OrdersWorker {
                    var store: OrdersStoreProtocol
                    init(store: OrdersStoreProtocol) { self.store = store }
                }
                """, isTest: false),
            try ReadSourceFile(path: "Store/Workers/OrdersStoreProtocol.swift", text: "protocol OrdersStoreProtocol {}\n", isTest: false),
            try ReadSourceFile(path: "Store/Services/OrdersMemStore.swift", text: "class OrdersMemStore: OrdersStoreProtocol {}\n", isTest: false),
            try ReadSourceFile(path: "Store/Helpers.swift", text: "import Foundation\n\nfunc formatted(total: Int) -> String { \"\\(total)\" }\n",
                               isTest: false),
            try ReadSourceFile(path: "Store/Services/Unused.swift", text: "#if canImport(UIKit)\nclass Unused {}\n#endif\n", isTest: false),
        ]
        module.appTypes = Dictionary(uniqueKeysWithValues: ReadModule.appDeclarations(in: app).map { ($0.name, $0) })
        return ModuleAdoption(module: module, specsFolder: "Specs", registry: .builtIn)
    }

    func testProtocolsBesideTheirConformersLeaveTheTeamsFilesAndEachIsANote() throws {
        let adoption = try Self.adoption()
        XCTAssertEqual(adoption.shape?.style, "vip")
        XCTAssertEqual(adoption.replacedFiles, ["Scenes/Orders/OrdersModels.swift"])
        let notes = adoption.notes.filter { $0.message.contains("declared outside") }
        XCTAssertEqual(notes.count, 6)
        XCTAssertEqual(DiagnosticRenderer().render([notes[0]]), """
            Scenes/Orders/OrdersInteractor.swift:1:1: note: OrdersBusinessLogic is declared outside \
            Scenes/Orders/OrdersProtocols.swift, where archgen writes the contract
            protocol OrdersBusinessLogic {
            ^
            hint: move it to Scenes/Orders/OrdersProtocols.swift: archgen's `files: contract:` is one file

            """)
        XCTAssertFalse(adoption.leaves.contains { $0.path.contains("files") && !$0.isDefault }, "the contract keeps archgen's file")
    }

    func testSpiesNestedInTheTestCasesRenameArchgensAsCheckWouldFindThem() throws {
        let doubles = try Self.adoption().leaves.filter { $0.path.contains("doubles") }
        XCTAssertEqual(doubles.map { $0.key + ": " + $0.value + " (" + $0.source.description + ")" },
                       ["styles.vip.doubles.spy: \"Generated{protocol}Spy\" (StoreTests/Scenes/Orders/OrdersInteractorTests.swift:5)"])
    }

    func testTheAppsTypesAndFunctionsTheImplementationsUseAreExternalWithThoseTheyUseOutsideIfBlocks() throws {
        XCTAssertTrue(try Self.adoption().specText.contains("""
            external:
              - ../Store/Helpers.swift
              - ../Store/Services/OrdersMemStore.swift
              - ../Store/Workers/OrdersStoreProtocol.swift
              - ../Store/Workers/OrdersWorker.swift

            """))
        XCTAssertEqual(CodeNames.names(in: "let a = Known()\n#if os(iOS)\nlet b = Hidden() // Commented\n#endif\n// Other\n\"Text\""),
                       ["let", "a", "Known"])
    }
}
