@testable import ArchGenKit
import ArchGenSource
import ArchGenSpec
import TestSupport
import XCTest

/// Issue 36's "tests that test behaviour": VIP's view controller starts the
/// cycle when it loads, and a test says it does; no test case builds a
/// double that no test reads.
final class BehaviourTestRenderTests: XCTestCase {
    private func files(_ text: String, style: String = "vip") throws -> [String: String] {
        let result = SpecLoader(styleOverride: style).load(bytes: Array(text.utf8), path: "Shop.archgen")
        let spec = try XCTUnwrap(result.spec, DiagnosticRenderer().render(result.diagnostics))
        let files = try GoldenFiles.renderer.render(spec, layout: ModuleLayout(sources: "S", tests: "T"))
        return Dictionary(uniqueKeysWithValues: files.map { (String($0.path.split(separator: "/").last!), $0.contents) })
    }

    private let shop = """
        module: Shop
        platform: uikit
        useCases:
          Search:
            request: (text: String)
            response: (text: String)
            viewModel: (text: String)
          LoadItems:
            request: ()
            response: (count: Int)
            viewModel: (count: Int)
        routes:
          - openCart()

        """

    func testTheViewControllerSendsTheFirstEmptyRequestWhenItLoadsAndItsTestSaysSo() throws {
        let files = try files(shop)
        XCTAssertTrue(try XCTUnwrap(files["ShopViewController.swift"]).contains("""
                override func viewDidLoad() {
                    super.viewDidLoad()
                    interactor.loadItems(request: Shop.LoadItems.Request())
                }
            """))
        XCTAssertEqual(files["ShopViewControllerTests.swift"]?.components(separatedBy: "\n").dropFirst(2).joined(separator: "\n"), """
            import Foundation
            import XCTest
            @testable import Shop

            #if canImport(UIKit)
            @MainActor
            final class ShopViewControllerTests: XCTestCase {
                func testSendsLoadItemsRequestWhenItLoads() async {
                    // Given
                    let interactor = ShopBusinessLogicSpy()
                    let sut = ShopViewController(interactor: interactor, router: ShopRouter())

                    // When
                    sut.viewDidLoad()

                    // Then
                    XCTAssertEqual(interactor.loadItemsRequestCallsCount, 1)
                }
            }
            #endif

            """)
    }

    func testTheSpecsViewDidLoadEventComesFirstAndARequestWithFieldsIsTheTeams() throws {
        let event = try files(shop + "events:\n  - viewDidLoad()\n")
        XCTAssertTrue(try XCTUnwrap(event["ShopViewController.swift"]).contains("        interactor.viewDidLoad()\n"))
        XCTAssertTrue(try XCTUnwrap(event["ShopViewControllerTests.swift"]).contains("XCTAssertEqual(interactor.viewDidLoadCallsCount, 1)"))
        // Every style's UIKit view starts the same way, and its test says so.
        for (style, file, check) in [("viper", "ShopViewControllerTests.swift", "presenter.loadItemsRequestCallsCount, 1"),
                                     ("viper-s", "ShopSceneTests.swift", "eventsHandler.loadItemsRequestCallsCount, 1")] {
            XCTAssertTrue(try XCTUnwrap(try files(shop, style: style)[file], style).contains("XCTAssertEqual(\(check))"), style)
        }
        // Only a request with fields: no start, no test file; nor on SwiftUI.
        let fields = try files(shop.replacingOccurrences(of: "    request: ()\n", with: "    request: (page: Int)\n"))
        XCTAssertFalse(try XCTUnwrap(fields["ShopViewController.swift"]).contains("viewDidLoad"))
        XCTAssertNil(fields["ShopViewControllerTests.swift"])
        XCTAssertNil(try files(shop.replacingOccurrences(of: "uikit", with: "swiftui"))["ShopViewControllerTests.swift"])
    }

    func testNoTestCaseBuildsADoubleNoTestReads() throws {
        let spec = """
            module: SignIn
            platform: uikit
            services:
              Fetcher:
                - start()
            view:
              - updateLoading(loading: Bool)
            events:
              - signIn(username: String)
            interactor:
              - signIn(username: String)
            output:
              - success()

            """
        let files = try files(spec, style: "viper")
        // The interactor's only test makes its own output: the case keeps none, but the service its init takes.
        let interactor = try XCTUnwrap(files["SignInInteractorTests.swift"])
        XCTAssertTrue(interactor.contains("""
                private var fetcher: FetcherMock!
                private var sut: SignInInteractor!

                override func setUp() async throws {
                    fetcher = FetcherMock()
                    sut = SignInInteractor(fetcher: fetcher)
                }
            """), interactor)
        // The presenter's tests read the interactor; the view no test reads (its memory test makes its own).
        let presenter = try XCTUnwrap(files["SignInPresenterTests.swift"])
        XCTAssertTrue(presenter.contains("""
                private var interactor: SignInInteractionSpy!
                private var sut: SignInPresenter!

                override func setUp() async throws {
                    interactor = SignInInteractionSpy()
                    sut = SignInPresenter(interactor: interactor)
                }
            """), presenter)
    }
}
