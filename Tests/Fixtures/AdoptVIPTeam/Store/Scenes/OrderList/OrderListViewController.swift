//
//  OrderListViewController.swift
//  Store
//

#if canImport(UIKit)
import UIKit

final class OrderListViewController: UITableViewController, OrderListDisplayLogic {
    var interactor: OrderListBusinessLogic?
    var router: (OrderListRoutingLogic & OrderListDataPassing)?

    private var rows: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        interactor?.fetchOrders(request: OrderList.FetchOrders.Request())
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        interactor?.selectOrder(at: indexPath.row)
    }

    // MARK: Display logic

    func displayFetchOrders(viewModel: OrderList.FetchOrders.ViewModel) {
        rows = viewModel.rows
        tableView.reloadData()
    }

    func displaySelectedOrder(id: String) {
        router?.routeToOrderDetail(orderID: id)
    }
}
#endif
