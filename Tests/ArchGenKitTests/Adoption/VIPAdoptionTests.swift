@testable import ArchGenKit
import ArchGenSource
import ArchGenSpec
import XCTest

/// VIP (Clean Swift) recognised by structure, whatever the names: the
/// cycle view controller → interactor → presenter ⇢ view controller, the
/// data store, the router's data passing, the use cases' models, and the
/// team's spies named as archgen's would be.
final class VIPAdoptionTests: XCTestCase {
    static let protocols = """
        protocol OrdersAsking: AnyObject {
            func fetchOrders(request: Orders.FetchOrders.Request)
            func select(index: Int)
        }
        protocol OrdersKeeping: AnyObject {
            var customerID: String { get set }
        }
        protocol OrdersFormatting: AnyObject {
            func presentFetchOrders(response: Orders.FetchOrders.Response)
        }
        protocol OrdersShowing: AnyObject {
            func displayFetchOrders(viewModel: Orders.FetchOrders.ViewModel)
        }
        protocol OrdersRouting: AnyObject {
            func openOrder(id: String)
        }
        protocol OrdersPassing: AnyObject {
            var dataStore: OrdersKeeping? { get }
        }
        protocol OrdersListener: AnyObject {
            func ordersDidClose()
        }
        protocol OrdersWorking {
            func orders(for customerID: String) -> [String]
        }
        """

    static let models = """
        enum Orders {
            enum FetchOrders {
                struct Request {}
                struct Response {
                    var orders: [String]
                }
                struct ViewModel {
                    let rows: [String]
                    let title: String
                }
            }
        }
        enum OrdersError: Error { case missing }
        """

    static let actors = """
        final class OrdersInteractor: OrdersAsking, OrdersKeeping {
            var presenter: OrdersFormatting?
            weak var listener: OrdersListener?
            var customerID: String = ""
            private let worker: OrdersWorking
            init(worker: OrdersWorking) { self.worker = worker }
            func fetchOrders(request: Orders.FetchOrders.Request) {}
            func select(index: Int) {}
        }
        final class OrdersPresenter: OrdersFormatting {
            weak var display: OrdersShowing?
            func presentFetchOrders(response: Orders.FetchOrders.Response) {}
        }
        final class OrdersRouter: NSObject, OrdersRouting, OrdersPassing {
            weak var viewController: OrdersViewController?
            var dataStore: OrdersKeeping?
            func openOrder(id: String) {}
        }
        final class OrdersViewController: UITableViewController, OrdersShowing {
            var interactor: OrdersAsking?
            var router: (NSObjectProtocol & OrdersRouting & OrdersPassing)?
            func displayFetchOrders(viewModel: Orders.FetchOrders.ViewModel) {}
        }
        """

    /// Each actor in a file of its name, as the team keeps them.
    static func module(protocols: String = protocols, models: String = models, spies: String = "") throws -> ReadModule {
        let actorFiles = try actors.components(separatedBy: "\nfinal class ").enumerated().map { index, text throws in
            let code = index == 0 ? text : "final class " + text
            let type = code.dropFirst("final class ".count).prefix { $0.isLetter }
            return try ReadSourceFile(path: "Scenes/Orders/\(type).swift", text: code, isTest: false)
        }
        return ReadModule(name: "Orders", sourcesFolder: "Scenes/Orders", testsFolder: "Tests/OrdersTests", files: [
            try ReadSourceFile(path: "Scenes/Orders/OrdersProtocols.swift", text: protocols, isTest: false),
            try ReadSourceFile(path: "Scenes/Orders/OrdersModels.swift", text: models, isTest: false),
        ] + actorFiles + [
            try ReadSourceFile(path: "Tests/OrdersTests/OrdersSpies.swift", text: "@testable import Shop\n" + spies, isTest: true),
        ])
    }

    func testACleanSwiftSceneGivesItsSpecWithTheUseCasesTheDataStoreAndTheLists() throws {
        let adoption = ModuleAdoption(module: try Self.module(), specsFolder: "Specs", registry: .builtIn)
        XCTAssertEqual(adoption.shape?.style, "vip")
        XCTAssertEqual(adoption.specText, """
            # Adopted by archgen from Scenes/Orders.
            module: Orders
            style: vip
            platform: uikit
            entities:
              - enum OrdersError: Error { case missing }
            services:
              OrdersWorking:
                property: worker
                members:
                  - orders(for customerID: String) -> [String]
            input: (customerID: String)
            useCases:
              FetchOrders:
                request: ()
                response: (orders: [String])
                viewModel: (rows: [String], title: String)
            view: []
            interactor:
              - select(index: Int)
            output: []
            routes:
              - openOrder(id: String)
            delegate:
              - ordersDidClose()

            """)
        XCTAssertEqual(adoption.replacedFiles, ["Scenes/Orders/OrdersProtocols.swift", "Scenes/Orders/OrdersModels.swift"])
        XCTAssertEqual(adoption.notes, [])
    }

    func testTheSettingsNameEachProtocolTheLinksAndTheFiles() throws {
        let adoption = ModuleAdoption(module: try Self.module(), specsFolder: "Specs", registry: .builtIn)
        let written = adoption.leaves.filter { !$0.isDefault }.map { $0.key + ": " + $0.value }
        XCTAssertEqual(written, [
            "styles.vip.protocols.dataPassing: \"{module}Passing\"", "styles.vip.protocols.dataStore: \"{module}Keeping\"",
            "styles.vip.protocols.delegate: \"{module}Listener\"", "styles.vip.protocols.interactor: \"{module}Asking\"",
            "styles.vip.protocols.output: \"{module}Formatting\"", "styles.vip.protocols.routes: \"{module}Routing\"",
            "styles.vip.protocols.view: \"{module}Showing\"",
            "styles.vip.wiring.viewController.interactor.optional: \"?\"", "styles.vip.wiring.viewController.router.optional: \"?\"",
            "styles.vip.wiring.interactor.presenter.optional: \"?\"", "styles.vip.wiring.interactor.delegate.property: listener",
            "styles.vip.wiring.presenter.viewController.property: display", "styles.vip.isolation: none",
        ])
    }

    func testUseCaseMethodsNamedTheTeamsWayStayInTheListsWithMethodsNone() throws {
        let module = try Self.module(protocols: Self.protocols.replacingOccurrences(of: "presentFetchOrders", with: "presentFetchedOrders"))
        let spec = ModuleAdoption(module: module, specsFolder: "Specs", registry: .builtIn).specText
        XCTAssertTrue(spec.contains("""
                viewModel: (rows: [String], title: String)
                methods: none
            view:
              - displayFetchOrders(viewModel: Orders.FetchOrders.ViewModel)
            interactor:
              - fetchOrders(request: Orders.FetchOrders.Request)
              - select(index: Int)
            output:
              - presentFetchedOrders(response: Orders.FetchOrders.Response)

            """), spec)
    }

    func testAModelsNestedTypeIsANoteAtItsLine() throws {
        let models = Self.models.replacingOccurrences(of: "let title: String", with: "struct Row { let text: String }")
        let adoption = ModuleAdoption(module: try Self.module(models: models), specsFolder: "Specs", registry: .builtIn)
        XCTAssertEqual(DiagnosticRenderer().render(adoption.notes), """
            Scenes/Orders/OrdersModels.swift:9:13: note: ViewModel declares struct Row, which a use case's field list cannot; \
            archgen's OrdersModels.swift would not have it
                        struct Row { let text: String }
                        ^
            hint: declare it at the top level of a file of the team's, and name it in the field's type

            """)
    }

    func testTheTeamsSpiesNamedAsArchgensAreKeptAndArchgensRenamed() throws {
        let spy = "final class OrdersFormattingSpy: OrdersFormatting {\n    func presentFetchOrders(response: Orders.FetchOrders.Response) {}\n}\n"
        let adoption = ModuleAdoption(module: try Self.module(spies: spy), specsFolder: "Specs", registry: .builtIn)
        XCTAssertEqual(adoption.leaves.filter { $0.path.contains("doubles") }.map { $0.key + ": " + $0.value },
                       ["styles.vip.doubles.spy: \"Generated{protocol}Spy\""])
        let plain = ModuleAdoption(module: try Self.module(), specsFolder: "Specs", registry: .builtIn)
        XCTAssertFalse(plain.leaves.contains { $0.path.contains("doubles") })
    }
}
