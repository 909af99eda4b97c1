//
//  OrderDetailViewController.swift
//  Store
//

import Foundation

/// The scene's view state, drawn by whichever screen shows it (a widget,
/// a SwiftUI sheet): no UIKit here.
final class OrderDetailViewController: OrderDetailDisplayLogic {
    var interactor: OrderDetailBusinessLogic?
    var router: (OrderDetailRoutingLogic & OrderDetailDataPassing)?
    var onClose: (() -> Void)?

    private(set) var title = ""
    private(set) var total = ""

    func start() {
        interactor?.loadOrder(request: OrderDetail.LoadOrder.Request())
    }

    func cancelTapped() {
        interactor?.cancelOrder()
    }

    // MARK: Display logic

    func displayLoadOrder(viewModel: OrderDetail.LoadOrder.ViewModel) {
        title = viewModel.title
        total = viewModel.total
    }

    func displayCancelled() {
        router?.close()
    }
}
