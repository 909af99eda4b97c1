import Testing
@testable import Store

@Suite struct OrderListInteractorTests {
    private let tea = Order(id: "1", title: "Tea", total: 3)
    private let cake = Order(id: "2", title: "Cake", total: 4.5)

    @Test func fetchOrdersAsksTheWorkerAndPresentsWhatItFound() {
        let worker = OrdersWorkerSpy(), presenter = OrderListPresentationLogicSpy(), analytics = AnalyticsSpy()
        worker.orders = [tea, cake]
        let sut = OrderListInteractor(ordersWorker: worker, analytics: analytics)
        sut.presenter = presenter

        sut.fetchOrders(request: OrderList.FetchOrders.Request())

        #expect(worker.fetchOrdersCalled)
        #expect(presenter.presentFetchOrdersCalled)
        #expect(presenter.fetchOrdersResponse?.orders == [tea, cake])
        #expect(sut.orders == [tea, cake])
        #expect(analytics.events == ["orders_shown"])
    }

    @Test func selectingAnOrderPresentsItsID() {
        let worker = OrdersWorkerSpy(), presenter = OrderListPresentationLogicSpy()
        worker.orders = [tea, cake]
        let sut = OrderListInteractor(ordersWorker: worker, analytics: AnalyticsSpy())
        sut.presenter = presenter
        sut.fetchOrders(request: OrderList.FetchOrders.Request())

        sut.selectOrder(at: 1)

        #expect(presenter.selectedOrderID == "2")
    }

    @Test func aCancelledOrderLeavesTheList() {
        let worker = OrdersWorkerSpy(), presenter = OrderListPresentationLogicSpy()
        worker.orders = [tea, cake]
        let sut = OrderListInteractor(ordersWorker: worker, analytics: AnalyticsSpy())
        sut.presenter = presenter
        sut.fetchOrders(request: OrderList.FetchOrders.Request())

        sut.orderDetailDidCancel(orderID: "1")

        #expect(sut.orders == [cake])
        #expect(presenter.fetchOrdersResponse?.orders == [cake])
    }
}
