#if canImport(UIKit)
import Testing
@testable import Store

@MainActor
@Suite struct OrderListViewControllerTests {
    final class OrderListBusinessLogicSpy: OrderListBusinessLogic {
        var fetchOrdersCalled = false
        func fetchOrders(request: OrderList.FetchOrders.Request) { fetchOrdersCalled = true }
        var selectedIndex: Int?
        func selectOrder(at index: Int) { selectedIndex = index }
    }

    @Test func viewDidLoadFetchesTheOrders() {
        let interactor = OrderListBusinessLogicSpy()
        let sut = OrderListViewController()
        sut.interactor = interactor

        sut.viewDidLoad()

        #expect(interactor.fetchOrdersCalled)
    }

    @Test func tappingARowSelectsItsOrder() {
        let interactor = OrderListBusinessLogicSpy()
        let sut = OrderListViewController()
        sut.interactor = interactor

        sut.rowTapped(at: 2)

        #expect(interactor.selectedIndex == 2)
    }
}
#endif
