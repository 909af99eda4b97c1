import XCTest
@testable import App

@MainActor
final class MainRouterTests: XCTestCase {
    func testTheConfiguredRouterRoutesAndPassesTheInteractorsData() async {
        let viewController = MainDisplayLogicSpy()
        let scene = MainConfigurator.configure(viewController: viewController)
        let routing: any MainRoutingLogic = scene.router
        XCTAssertTrue(routing === scene.router)
        XCTAssertTrue(scene.router.dataStore === scene.interactor)
        XCTAssertTrue(scene.router.view === viewController)
    }
}
