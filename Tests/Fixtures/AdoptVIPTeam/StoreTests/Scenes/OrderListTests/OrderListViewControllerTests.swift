#if canImport(UIKit)
import Testing
import UIKit
@testable import Store

@MainActor
@Suite struct OrderListViewControllerTests {
    final class OrderListBusinessLogicSpy: OrderListBusinessLogic {
        var fetchOrdersCalled = false
        func fetchOrders(request: OrderList.FetchOrders.Request) { fetchOrdersCalled = true }
        func selectOrder(at index: Int) {}
    }

    @Test func viewDidLoadFetchesTheOrders() {
        let interactor = OrderListBusinessLogicSpy()
        let sut = OrderListViewController()
        sut.interactor = interactor

        sut.loadViewIfNeeded()

        #expect(interactor.fetchOrdersCalled)
    }
}
#endif
