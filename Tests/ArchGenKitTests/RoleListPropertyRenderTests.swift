@testable import ArchGenKit
import ArchGenSource
import ArchGenSpec
import TestSupport
import XCTest

/// A role list's properties in the files of a module: the protocol declares
/// them as written, the scaffold stores the ones with an empty value (among
/// its stored properties, even where it implements the protocol in an
/// extension) and leaves the others to the team, the spy records them.
final class RoleListPropertyRenderTests: XCTestCase {
    private func files(_ text: String, style: String) throws -> [String: String] {
        let result = SpecLoader(styleOverride: style).load(bytes: Array(text.utf8), path: "Shop.archgen")
        let spec = try XCTUnwrap(result.spec, DiagnosticRenderer().render(result.diagnostics))
        let files = try GoldenFiles.renderer.render(spec, layout: ModuleLayout(sources: "S", tests: "T"))
        return Dictionary(uniqueKeysWithValues: files.map { (String($0.path.split(separator: "/").last!), $0.contents) })
    }

    private let photos = """
        module: Shop
        platform: none
        entities:
          - Photo(id: Int)
        events:
          - initFetch()
          - var isLoading: Bool { get }
          - var alertMessage: String? { get }
          - var photos: [Photo] { get }
          - var reloadTableViewClosure: (() -> Void)? { get set }
          - var featured: Photo { get }
          - var chosen: Photo { get set }
          - var total: Int { get async throws }
          - static var pageSize: Int { get }
        """

    func testTheViewModelStoresWhatHasAnEmptyValueAndLeavesTheRestToTheTeam() throws {
        let files = try files(photos, style: "mvvm")
        XCTAssertTrue(try XCTUnwrap(files["ShopContract.swift"]).contains("""
                func initFetch()
                var isLoading: Bool { get }
                var alertMessage: String? { get }
                var photos: [Photo] { get }
                var reloadTableViewClosure: (() -> Void)? { get set }
                var featured: Photo { get }
                var chosen: Photo { get set }
                var total: Int { get async throws }
                static var pageSize: Int { get }
            }
            """))
        let viewModel = try XCTUnwrap(files["ShopViewModel.swift"])
        XCTAssertTrue(viewModel.contains("""
                weak var output: (any ShopViewModelOutput)?
                private(set) var isLoading: Bool = false
                private(set) var alertMessage: String?
                private(set) var photos: [Photo] = []
                var reloadTableViewClosure: (() -> Void)?

                func initFetch() {
                    // TODO: Update the output.
                }

                var featured: Photo {
                    // TODO: Return its value.
                    fatalError("\\(#function) is not implemented yet")
                }

                var chosen: Photo {
                    get {
                        // TODO: Return its value.
                        fatalError("\\(#function) is not implemented yet")
                    }
                    set {
                        // TODO: Keep the new value.
                    }
                }

                var total: Int {
                    get async throws {
                        // TODO: Return its value.
                        fatalError("\\(#function) is not implemented yet")
                    }
                }

                static var pageSize: Int {
                    // TODO: Return its value.
                    fatalError("\\(#function) is not implemented yet")
                }
            }
            """), viewModel)
        let doubles = try XCTUnwrap(files["ShopTestDoubles.swift"])
        XCTAssertTrue(doubles.contains("""
                // MARK: - reloadTableViewClosure

                var reloadTableViewClosure: (() -> Void)?
            """), doubles)
        XCTAssertTrue(doubles.contains("    var underlyingIsLoading: Bool?\n"), doubles)
    }

    /// The state the view reads starts empty; what it sets is kept; a computed property has no test.
    func testTheViewModelsTestsCheckItsStoredState() throws {
        let xctest = try XCTUnwrap(try files(photos, style: "mvvm")["ShopViewModelTests.swift"])
        XCTAssertTrue(xctest.contains("""
                func testIsLoadingStartsFalse() async {
                    // Then
                    XCTAssertFalse(sut.isLoading)
                }

                func testAlertMessageStartsNil() async {
                    // Then
                    XCTAssertNil(sut.alertMessage)
                }

                func testPhotosStartsEmpty() async {
                    // Then
                    XCTAssertTrue(sut.photos.isEmpty)
                }

                func testKeepsTheReloadTableViewClosureItIsGiven() async {
                    // Given
                    let value: () -> Void = {}

                    // When
                    sut.reloadTableViewClosure = value

                    // Then
                    XCTAssertNotNil(sut.reloadTableViewClosure)
                }
            """), xctest)
        XCTAssertFalse(xctest.contains("Featured"), xctest)
        let testing = try XCTUnwrap(try files(photos + "\ntests: swift-testing\n", style: "mvvm")["ShopViewModelTests.swift"])
        XCTAssertTrue(testing.contains("        #expect(!sut.isLoading)\n"), testing)
        XCTAssertTrue(testing.contains("        #expect(sut.alertMessage == nil)\n"), testing)
    }

    /// VIPER-S's director implements its events in an extension, which cannot hold a stored property.
    func testAStoredPropertyStaysInTheTypeWhereTheProtocolIsAnExtension() throws {
        let director = try XCTUnwrap(try files("module: Shop\nplatform: none\nevents:\n  - onUIReady()\n  - var count: Int { get }\n",
                                               style: "viper-s")["ShopDirector.swift"])
        XCTAssertTrue(director.contains("""
                let dataManager: any Shop_ManageData
                private(set) var count: Int = 0

                init(dataManager: any Shop_ManageData) {
            """), director)
        XCTAssertTrue(director.contains("""
            extension ShopDirector: Shop_HandleUIEvents {
                func onUIReady() {
                    // TODO: Ask the data manager.
                }
            }
            """), director)
    }
}
