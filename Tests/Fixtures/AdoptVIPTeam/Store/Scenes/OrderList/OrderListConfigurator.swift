//
//  OrderListConfigurator.swift
//  Store
//

#if canImport(UIKit)
import UIKit

@MainActor
enum OrderListConfigurator {
    static func configure(_ viewController: OrderListViewController, ordersWorker: OrdersWorkerProtocol, analytics: AnalyticsService) {
        let interactor = OrderListInteractor(ordersWorker: ordersWorker, analytics: analytics)
        let presenter = OrderListPresenter()
        let router = OrderListRouter()
        viewController.interactor = interactor
        viewController.router = router
        interactor.presenter = presenter
        presenter.viewController = viewController
        router.viewController = viewController
        router.dataStore = interactor
    }
}
#endif
