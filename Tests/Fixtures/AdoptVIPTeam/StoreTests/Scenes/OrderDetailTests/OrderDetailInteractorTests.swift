//
//  OrderDetailInteractorTests.swift
//  StoreTests
//

@testable import Store
import XCTest

final class OrderDetailInteractorTests: XCTestCase {
    // MARK: Subject under test

    var sut: OrderDetailInteractor!
    var store: OrderDetailStoreStub!
    var analytics: AnalyticsServiceSpy!

    // MARK: Test lifecycle

    override func setUp() {
        super.setUp()
        store = OrderDetailStoreStub()
        analytics = AnalyticsServiceSpy()
        sut = OrderDetailInteractor(store: store, analytics: analytics)
        sut.orderID = "1"
    }

    // MARK: Test doubles

    final class OrderDetailPresentationLogicSpy: OrderDetailPresentationLogic {
        var presentLoadOrderCalled = false
        var response: OrderDetail.LoadOrder.Response?
        var presentCancelledCalled = false

        func presentLoadOrder(response: OrderDetail.LoadOrder.Response) {
            presentLoadOrderCalled = true
            self.response = response
        }

        func presentCancelled() {
            presentCancelledCalled = true
        }
    }

    final class OrderDetailDelegateSpy: OrderDetailDelegate {
        var orderDetailDidCancelCalled = false
        var cancelledOrderID: String?

        func orderDetailDidCancel(orderID: String) {
            orderDetailDidCancelCalled = true
            cancelledOrderID = orderID
        }
    }

    final class OrderDetailStoreStub: OrderDetailStore {
        var orders: [Order] = [Order(id: "1", title: "Tea", total: 3)]
        var cancelledIDs: [String] = []

        func order(id: String) -> Order? { orders.first { $0.id == id } }
        func cancel(id: String) { cancelledIDs.append(id) }
    }

    final class AnalyticsServiceSpy: AnalyticsService {
        var events: [String] = []

        func track(_ event: String) { events.append(event) }
    }

    // MARK: Tests

    func testLoadOrderAsksThePresenterToFormatTheStoredOrder() {
        // Given
        let spy = OrderDetailPresentationLogicSpy()
        sut.presenter = spy

        // When
        sut.loadOrder(request: OrderDetail.LoadOrder.Request())

        // Then
        XCTAssertTrue(spy.presentLoadOrderCalled, "loadOrder(request:) should ask the presenter to format the result")
        XCTAssertEqual(spy.response?.order, Order(id: "1", title: "Tea", total: 3))
        XCTAssertEqual(analytics.events, ["order_detail_shown"])
    }

    func testCancelOrderCancelsItAndTellsTheDelegate() {
        // Given
        let spy = OrderDetailPresentationLogicSpy(), delegate = OrderDetailDelegateSpy()
        sut.presenter = spy
        sut.delegate = delegate

        // When
        sut.cancelOrder()

        // Then
        XCTAssertEqual(store.cancelledIDs, ["1"])
        XCTAssertTrue(spy.presentCancelledCalled)
        XCTAssertTrue(delegate.orderDetailDidCancelCalled)
        XCTAssertEqual(delegate.cancelledOrderID, "1")
    }
}
