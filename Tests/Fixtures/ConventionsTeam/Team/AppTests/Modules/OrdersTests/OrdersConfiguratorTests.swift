import Foundation
import XCTest
@testable import App

@MainActor
final class OrdersConfiguratorTests: XCTestCase {
    func testConfigureLinksEveryActor() async throws {
        // Given
        let viewController = OrdersDisplayLogicSpy()
        let orders = OrderServiceMock()

        // When
        let scene = OrdersConfigurator.configure(viewController: viewController, orders: orders)

        // Then
        let presenter = try XCTUnwrap(scene.interactor.presenter as? OrdersPresenter)
        XCTAssertIdentical(presenter.viewController, viewController)
        XCTAssertIdentical(scene.router.view, viewController)
        XCTAssertIdentical(scene.router.dataStore, scene.interactor)
        // The service is the interactor's own (`private let`): the configured scene uses the one given.
        scene.interactor.fetchOrders(request: Orders.FetchOrders.Request())
        await scene.interactor.fetching?.value
        XCTAssertEqual(orders.ordersCallsCount, 1)
    }

    func testSceneIsReleasedWithItsViewController() async throws {
        // Given
        weak var weakViewController: OrdersDisplayLogicSpy?
        weak var weakInteractor: OrdersInteractor?
        weak var weakPresenter: OrdersPresenter?
        weak var weakRouter: OrdersRouter?

        // When
        do {
            let viewController = OrdersDisplayLogicSpy()
            let orders = OrderServiceMock()
            let scene = OrdersConfigurator.configure(viewController: viewController, orders: orders)
            let presenter = try XCTUnwrap(scene.interactor.presenter as? OrdersPresenter)
            weakViewController = viewController
            weakInteractor = scene.interactor
            weakPresenter = presenter
            weakRouter = scene.router
        }

        // Then
        XCTAssertNil(weakViewController)
        XCTAssertNil(weakInteractor)
        XCTAssertNil(weakPresenter)
        XCTAssertNil(weakRouter)
    }
}
