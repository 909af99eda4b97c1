//
//  OrderDetailProtocols.swift
//  Store
//

import Foundation

protocol OrderDetailBusinessLogic: AnyObject {
    func loadOrder(request: OrderDetail.LoadOrder.Request)
    func cancelOrder()
}

protocol OrderDetailDataStore: AnyObject {
    var orderID: String { get set }
}

protocol OrderDetailPresentationLogic: AnyObject {
    func presentLoadOrder(response: OrderDetail.LoadOrder.Response)
    func presentCancelled()
}

protocol OrderDetailDisplayLogic: AnyObject {
    func displayLoadOrder(viewModel: OrderDetail.LoadOrder.ViewModel)
    func displayCancelled()
}

protocol OrderDetailRoutingLogic: AnyObject {
    func close()
}

protocol OrderDetailDataPassing: AnyObject {
    var dataStore: OrderDetailDataStore? { get }
}

/// What OrderDetail tells the scene that opened it.
protocol OrderDetailDelegate: AnyObject {
    func orderDetailDidCancel(orderID: String)
}

protocol OrderDetailStore {
    func order(id: String) -> Order?
    func cancel(id: String)
}
