@testable import Store

final class OrderListPresentationLogicSpy: OrderListPresentationLogic {
    var presentFetchOrdersCalled = false
    var fetchOrdersResponse: OrderList.FetchOrders.Response?
    var presentSelectedOrderCalled = false
    var selectedOrderID: String?

    func presentFetchOrders(response: OrderList.FetchOrders.Response) {
        presentFetchOrdersCalled = true
        fetchOrdersResponse = response
    }

    func presentSelectedOrder(id: String) {
        presentSelectedOrderCalled = true
        selectedOrderID = id
    }
}

final class OrderListDisplayLogicSpy: OrderListDisplayLogic {
    var displayFetchOrdersCalled = false
    var fetchOrdersViewModel: OrderList.FetchOrders.ViewModel?
    var displaySelectedOrderCalled = false
    var selectedOrderID: String?

    func displayFetchOrders(viewModel: OrderList.FetchOrders.ViewModel) {
        displayFetchOrdersCalled = true
        fetchOrdersViewModel = viewModel
    }

    func displaySelectedOrder(id: String) {
        displaySelectedOrderCalled = true
        selectedOrderID = id
    }
}

final class OrdersWorkerSpy: OrdersWorkerProtocol {
    var fetchOrdersCalled = false
    var orders: [Order] = []

    func fetchOrders() -> [Order] {
        fetchOrdersCalled = true
        return orders
    }
}

final class AnalyticsSpy: AnalyticsService {
    var events: [String] = []

    func track(_ event: String) { events.append(event) }
}
