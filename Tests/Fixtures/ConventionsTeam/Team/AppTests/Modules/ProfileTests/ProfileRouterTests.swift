import XCTest
@testable import App

@MainActor
final class ProfileRouterTests: XCTestCase {
    func testTheFactoryBuildsTheViewLinkedToAPresenterOfThatUser() async throws {
        let view = ProfileRouter.createModule(userID: "u-1")
        let presenter = try XCTUnwrap(view.presenter as? ProfilePresenter)
        XCTAssertEqual(presenter.userID, "u-1")
        XCTAssertTrue(presenter.view === view)
        XCTAssertTrue(presenter.router is ProfileRouter)
    }

    func testAModuleThatShowsAProfileCanBeGivenTheFactoryAsADouble() async {
        let factory: any ProfileRoutable.Type = ProfileRoutableSpy.self
        ProfileRoutableSpy.createModuleUserIDReturnValue = ProfileNameView()
        _ = factory.createModule(userID: "u-2")
        XCTAssertEqual(ProfileRoutableSpy.createModuleUserIDReceivedUserID, "u-2")
        ProfileRoutableSpy.reset()
    }
}
