import XCTest
@testable import App

final class ProfileRouterTests: XCTestCase {
    func testTheModuleIsLinkedAndReleasedWithItsView() throws {
        weak var weakPresenter: ProfilePresenter?
        do {
            let view = ProfileViewSpy()
            let service = InMemoryProfileService()
            service.store(Profile(id: "42", name: "Ada"))
            let presenter = ProfileRouter.assemble(view: view, userID: "42", profiles: service)
            weakPresenter = presenter

            presenter.viewDidLoad()

            XCTAssertIdentical(view.presenter, presenter)
            XCTAssertEqual(view.showNameReceivedName, "Ada")
        }
        XCTAssertNil(weakPresenter)
    }
}
