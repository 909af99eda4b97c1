//
//  OrderDetailConfiguratorTests.swift
//  StoreTests
//

@testable import Store
import XCTest

final class OrderDetailConfiguratorTests: XCTestCase {
    final class StoreStub: OrderDetailStore {
        func order(id: String) -> Order? { Order(id: id, title: "Tea", total: 3) }
        func cancel(id: String) {}
    }

    final class AnalyticsStub: AnalyticsService {
        func track(_ event: String) {}
    }

    func testTheSceneShowsItsOrderWhenStarted() {
        let viewController = OrderDetailConfigurator.makeScene(orderID: "1", store: StoreStub(), analytics: AnalyticsStub(), delegate: nil)

        viewController.start()

        XCTAssertEqual(viewController.title, "Tea")
        XCTAssertEqual(viewController.total, "3.00")
    }

    func testTheRouterPassesTheInteractorsOrderID() {
        let viewController = OrderDetailConfigurator.makeScene(orderID: "9", store: StoreStub(), analytics: AnalyticsStub(), delegate: nil)

        XCTAssertEqual(viewController.router?.dataStore?.orderID, "9")
    }

    func testCancellingClosesTheScene() {
        let viewController = OrderDetailConfigurator.makeScene(orderID: "1", store: StoreStub(), analytics: AnalyticsStub(), delegate: nil)
        var closed = false
        viewController.onClose = { closed = true }

        viewController.cancelTapped()

        XCTAssertTrue(closed)
    }
}
