//
//  OrderListPresenter.swift
//  Store
//

import Foundation

final class OrderListPresenter: OrderListPresentationLogic {
    weak var viewController: OrderListDisplayLogic?

    // MARK: Presentation logic

    func presentFetchOrders(response: OrderList.FetchOrders.Response) {
        let rows = response.orders.map { "\($0.title): " + String(format: "%.2f", $0.total) }
        viewController?.displayFetchOrders(viewModel: OrderList.FetchOrders.ViewModel(rows: rows))
    }

    func presentSelectedOrder(id: String) {
        viewController?.displaySelectedOrder(id: id)
    }
}
