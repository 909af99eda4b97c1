import Testing
@testable import Store

@Suite struct OrderListPresenterTests {
    @Test func presentFetchOrdersDisplaysARowPerOrder() {
        let display = OrderListDisplayLogicSpy()
        let sut = OrderListPresenter()
        sut.viewController = display

        sut.presentFetchOrders(response: OrderList.FetchOrders.Response(orders: [Order(id: "1", title: "Tea", total: 3)]))

        #expect(display.displayFetchOrdersCalled)
        #expect(display.fetchOrdersViewModel?.rows == ["Tea: 3.00"])
    }

    @Test func presentSelectedOrderDisplaysIt() {
        let display = OrderListDisplayLogicSpy()
        let sut = OrderListPresenter()
        sut.viewController = display

        sut.presentSelectedOrder(id: "7")

        #expect(display.selectedOrderID == "7")
    }
}
