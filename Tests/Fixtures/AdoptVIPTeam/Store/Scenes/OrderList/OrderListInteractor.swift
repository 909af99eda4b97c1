//
//  OrderListInteractor.swift
//  Store
//

import Foundation

final class OrderListInteractor: OrderListBusinessLogic, OrderListDataStore {
    var presenter: OrderListPresentationLogic?
    var orders: [Order] = []

    private let ordersWorker: OrdersWorkerProtocol
    private let analytics: AnalyticsService

    init(ordersWorker: OrdersWorkerProtocol, analytics: AnalyticsService) {
        self.ordersWorker = ordersWorker
        self.analytics = analytics
    }

    // MARK: Business logic

    func fetchOrders(request: OrderList.FetchOrders.Request) {
        orders = ordersWorker.fetchOrders()
        analytics.track("orders_shown")
        presenter?.presentFetchOrders(response: OrderList.FetchOrders.Response(orders: orders))
    }

    func selectOrder(at index: Int) {
        guard orders.indices.contains(index) else { return }
        presenter?.presentSelectedOrder(id: orders[index].id)
    }
}

// MARK: - OrderDetailDelegate

extension OrderListInteractor: OrderDetailDelegate {
    func orderDetailDidCancel(orderID: String) {
        orders.removeAll { $0.id == orderID }
        presenter?.presentFetchOrders(response: OrderList.FetchOrders.Response(orders: orders))
    }
}
