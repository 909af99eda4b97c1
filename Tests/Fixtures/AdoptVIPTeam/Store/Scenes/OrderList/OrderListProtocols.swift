//
//  OrderListProtocols.swift
//  Store
//

import Foundation

protocol OrderListBusinessLogic: AnyObject {
    func fetchOrders(request: OrderList.FetchOrders.Request)
    func selectOrder(at index: Int)
}

protocol OrderListDataStore: AnyObject {
    var orders: [Order] { get set }
}

protocol OrderListPresentationLogic: AnyObject {
    func presentFetchOrders(response: OrderList.FetchOrders.Response)
    func presentSelectedOrder(id: String)
}

protocol OrderListDisplayLogic: AnyObject {
    func displayFetchOrders(viewModel: OrderList.FetchOrders.ViewModel)
    func displaySelectedOrder(id: String)
}

protocol OrderListRoutingLogic: AnyObject {
    func routeToOrderDetail(orderID: String)
}

protocol OrderListDataPassing: AnyObject {
    var dataStore: OrderListDataStore? { get }
}

protocol OrdersWorkerProtocol {
    func fetchOrders() -> [Order]
}
