//
//  OrderListViewController.swift
//  Store
//

#if canImport(UIKit)
import UIKit

final class OrderListViewController: UIViewController, @MainActor OrderListDisplayLogic {
    var interactor: OrderListBusinessLogic?
    var router: (OrderListRoutingLogic & OrderListDataPassing)?

    private(set) var rows: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        interactor?.fetchOrders(request: OrderList.FetchOrders.Request())
    }

    func rowTapped(at index: Int) {
        interactor?.selectOrder(at: index)
    }

    // MARK: Display logic

    func displayFetchOrders(viewModel: OrderList.FetchOrders.ViewModel) {
        rows = viewModel.rows
    }

    func displaySelectedOrder(id: String) {
        router?.routeToOrderDetail(orderID: id)
    }
}
#endif
