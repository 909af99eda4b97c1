import XCTest
@testable import FoodApp

/// The list opens a restaurant's detail module, and hears back from it.
@MainActor
final class RestaurantFlowTests: XCTestCase {
    func testSelectingARestaurantOpensItsDetailWhoseOrderComesBackToTheList() async throws {
        let view = RestaurantListViewSpy()
        let presenter = RestaurantListRouter.assemble(view: { _ in view }).presenter
        let noma = Restaurant(id: 1, name: "Noma")

        presenter.didSelect(restaurant: noma)
        let router = try XCTUnwrap(presenter.router as? RestaurantListRouter)
        let screen = try XCTUnwrap(router.detail)
        let detail = try XCTUnwrap(screen.presenter as? RestaurantDetailPresenter)
        detail.viewDidLoad()
        detail.didTapOrder()

        XCTAssertEqual(screen.name, "Noma")
        XCTAssertEqual(presenter.orderedFrom.map(\.id), [1])
    }
}
