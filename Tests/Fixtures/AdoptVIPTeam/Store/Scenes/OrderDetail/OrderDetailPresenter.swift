//
//  OrderDetailPresenter.swift
//  Store
//

import Foundation

final class OrderDetailPresenter: OrderDetailPresentationLogic {
    weak var viewController: OrderDetailDisplayLogic?

    // MARK: Presentation logic

    func presentLoadOrder(response: OrderDetail.LoadOrder.Response) {
        guard let order = response.order else {
            viewController?.displayLoadOrder(viewModel: OrderDetail.LoadOrder.ViewModel(title: "Order not found", total: ""))
            return
        }
        let total = String(format: "%.2f", order.total)
        viewController?.displayLoadOrder(viewModel: OrderDetail.LoadOrder.ViewModel(title: order.title, total: total))
    }

    func presentCancelled() {
        viewController?.displayCancelled()
    }
}
