@testable import ArchGenKit
import ArchGenSource
import ArchGenSpec
import XCTest

/// MVVM whose view model tells its view through closures its protocol
/// declares (archgen.yml's `binding: closures`), recognised by structure.
final class MVVMClosuresAdoptionTests: XCTestCase {
    /// A view model whose protocol has closures the view controller sets, a service, a coordinator holding the view.
    static let albums = """
        import UIKit

        protocol AlbumsViewModelInput: AnyObject {
            var showAlbums: (([Album]) -> Void)? { get set }
            var showError: ((_ message: String, _ retry: Bool) -> Void)? { get set }
            var reload: (() -> ())? { get set }
            var isLoading: Bool { get }
            func viewDidLoad()
            func select(index: Int)
        }
        protocol AlbumsViewModelOutput: AnyObject {}
        protocol AlbumsCoordinating: AnyObject { func openAlbum(id: Int) }
        protocol AlbumsStore { func albums(completion: @escaping ([Album]) -> Void) }

        """

    static let implementations = """
        final class AlbumsViewModel: AlbumsViewModelInput {
            var showAlbums: (([Album]) -> Void)?
            var showError: ((_ message: String, _ retry: Bool) -> Void)?
            var reload: (() -> ())?
            private(set) var isLoading = false
            private let store: AlbumsStore
            private let coordinator: AlbumsCoordinating
            init(store: AlbumsStore, coordinator: AlbumsCoordinating) {
                self.store = store
                self.coordinator = coordinator
            }
            func viewDidLoad() { store.albums { [weak self] in self?.showAlbums?($0) } }
            func select(index: Int) { coordinator.openAlbum(id: index) }
        }
        final class AlbumsCoordinator: AlbumsCoordinating {
            weak var view: AlbumsViewModelOutput?
            func openAlbum(id: Int) {}
        }
        final class AlbumsViewController: UIViewController, AlbumsViewModelOutput {
            var viewModel: AlbumsViewModelInput!
            override func viewDidLoad() {
                super.viewDidLoad()
                viewModel.showAlbums = { [weak self] albums in self?.show(albums: albums) }
                viewModel.viewDidLoad()
            }
            func show(albums: [Album]) {}
        }
        struct Album { let id: Int }
        """

    static func module(_ files: [(path: String, text: String)]) throws -> ReadModule {
        let read = try files.map { try ReadSourceFile(path: $0.path, text: $0.text, isTest: false) }
        return ReadModule(name: "Albums", sourcesFolder: "Albums", testsFolder: nil, files: read)
    }

    func testTheClosuresTheViewSetsAreTheViewListAndTheOtherMembersTheEvents() throws {
        let module = try Self.module([("Albums/AlbumsContract.swift", Self.albums),
                                      ("Albums/AlbumsViewModel.swift", "import UIKit\n" + Self.implementations)])
        let adoption = ModuleAdoption(module: module, specsFolder: "Specs", registry: .builtIn)
        let shape = try XCTUnwrap(adoption.shape)
        XCTAssertEqual(shape.actors.mapValues(\.name), [
            "viewModel": "AlbumsViewModel", "viewController": "AlbumsViewController", "coordinator": "AlbumsCoordinator",
        ])
        XCTAssertEqual(adoption.specText, """
            # Adopted by archgen from Albums.
            module: Albums
            style: mvvm
            platform: uikit
            services:
              AlbumsStore:
                property: store
                members:
                  - albums(completion: @escaping ([Album]) -> Void)
            view:
              - showAlbums(albums: [Album])
              - showError(message: String, retry: Bool)
              - reload()
            events:
              - var isLoading: Bool { get }
              - viewDidLoad()
              - select(index: Int)
            routes:
              - openAlbum(id: Int)

            """)
        let written = adoption.leaves.filter { !$0.isDefault }.map { $0.key + ": " + $0.value }
        XCTAssertEqual(written, [
            "styles.mvvm.wiring.view.viewModel.optional: \"!\"", "styles.mvvm.binding: closures", "styles.mvvm.isolation: none",
        ])
    }
}

extension MVVMClosuresAdoptionTests {
    /// No view in the module; a service the module implements (no coordinator: it holds no view).
    static let counter = """
        import Foundation

        protocol CounterModel: AnyObject {
            var onChange: ((Int, Int) -> Void)? { get set }
            var onFailure: (@Sendable ([String]) -> Void)? { get set }
            var formatter: ((Int) -> String)? { get set }
            var onReset: (() -> Void)? { get }
            func increment()
        }
        protocol CounterStoring { func save(_ value: Int) }

        final class CounterModelImpl: CounterModel {
            var onChange: ((Int, Int) -> Void)?
            var onFailure: (@Sendable ([String]) -> Void)?
            var formatter: ((Int) -> String)?
            let onReset: (() -> Void)? = nil
            let storing: CounterStoring
            init(storing: CounterStoring = CounterStore()) { self.storing = storing }
            func increment() {}
        }
        final class CounterStore: CounterStoring { func save(_ value: Int) {} }
        """

    func testAViewModelWithoutAViewIsRecognisedByItsClosuresAndItsImplementedServiceIsNoCoordinator() throws {
        let module = try Self.module([("Albums/AlbumsContract.swift", Self.counter)])
        let adoption = ModuleAdoption(module: module, specsFolder: "Specs", registry: .builtIn)
        let shape = try XCTUnwrap(adoption.shape)
        XCTAssertEqual(shape.actors.mapValues(\.name), ["viewModel": "CounterModelImpl"])
        XCTAssertEqual(adoption.specText, """
            # Adopted by archgen from Albums.
            module: Albums
            style: mvvm
            platform: none
            entities:
              - final class CounterStore: CounterStoring { func save(_ value: Int) {} }
            services:
              CounterStoring:
                property: storing
                members:
                  - save(_ value: Int)
            view:
              - onChange(int: Int, int2: Int)
            events:
              - var onFailure: (@Sendable ([String]) -> Void)? { get set }
              - var formatter: ((Int) -> String)? { get set }
              - var onReset: (() -> Void)? { get }
              - increment()

            """)
        let written = adoption.leaves.filter { !$0.isDefault }.map { $0.key + ": " + $0.value }
        XCTAssertEqual(written, [
            "styles.mvvm.protocols.events: CounterModel", "styles.mvvm.actors.viewModel: CounterModelImpl",
            "styles.mvvm.binding: closures", "styles.mvvm.isolation: none",
        ])
    }
}

extension MVVMClosuresAdoptionTests {
    func testAViewModelKeepingClosuresWithNoProtocolIsNotRecognisedAndSaysWhatToDeclare() throws {
        let text = """
            final class TimerViewModel {
                var onTick: ((Int) -> Void)?
                let onStop: (() -> Void)? = nil
                var count = 0
                func start() {}
            }
            """
        let module = try Self.module([("Albums/TimerViewModel.swift", text)])
        let adoption = ModuleAdoption(module: module, specsFolder: "Specs", registry: .builtIn)
        XCTAssertNil(adoption.shape)
        XCTAssertEqual(DiagnosticRenderer().render(adoption.notes.filter { $0.path == "Albums/TimerViewModel.swift" }), """
            Albums/TimerViewModel.swift:1:1: note: TimerViewModel keeps closures a view sets (onTick) that no protocol of the module declares
            final class TimerViewModel {
            ^
            hint: declare them `{ get set }` with its events in a protocol of the module it conforms to (`var onTick: ((Int) -> Void)? { get set }`): adopt then reads MVVM with `binding: closures`

            """)
    }
}
