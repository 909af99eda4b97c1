// Seed 002, "Putting Your View Controllers on a Diet Using the Clean Swift (VIP)
// Architecture, Part 3": the article's MainViewControllerSpec set-up, in XCTest
// instead of Quick. As in its `beforeEach`, MainInteractorMock is plugged into
// the view controller archgen scaffolds. The article's test expects
// `viewDidLoad()` to ask for the user info; the scaffold's view controller does
// not do that yet, so the tests check the link and that requests sent through
// it reach the mock. Then the article's MainConfigurator: `create` links the
// scene around a real view controller.

#if canImport(UIKit)
import XCTest
@testable import Main

@MainActor
final class MainViewControllerSpec: XCTestCase {
    var interactor: MainInteractorMock!
    var viewController: MainViewController!

    override func setUp() async throws {
        interactor = MainInteractorMock()
        viewController = MainViewController()

        viewController.interactor = interactor
    }

    func testTheInteractorMockIsPluggedIntoTheViewController() async {
        XCTAssertIdentical(viewController.interactor, interactor)
    }

    func testTheInteractorMockRecordsTheViewControllersRequests() async {
        viewController.interactor?.getUserInfo()
        viewController.interactor?.saveUserInfo(request: Main.UserInfo.Request(name: "Anne"))
        XCTAssertTrue(interactor.getUserInfoCalled)
        XCTAssertTrue(interactor.saveUserInfoCalled)
        XCTAssertFalse(interactor.showGreetingCalled)
    }

    func testTheConfiguratorLinksTheSceneAsTheArticlesDoes() async throws {
        let storageMock = StorageMock()
        let viewController = MainConfigurator.create(storage: storageMock)

        let interactor = try XCTUnwrap(viewController.interactor as? MainInteractor)
        let presenter = try XCTUnwrap(interactor.presenter as? MainPresenter)
        let router = try XCTUnwrap(viewController.router as? MainRouter)
        XCTAssertIdentical(presenter.viewController, viewController)
        XCTAssertIdentical(router.viewController, viewController)
        XCTAssertIdentical(router.dataStore, interactor)
        XCTAssertIdentical(interactor.storage as? StorageMock, storageMock)
    }
}
#endif
