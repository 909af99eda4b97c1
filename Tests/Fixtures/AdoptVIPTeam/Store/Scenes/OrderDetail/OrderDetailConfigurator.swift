//
//  OrderDetailConfigurator.swift
//  Store
//

import Foundation

enum OrderDetailConfigurator {
    static func makeScene(
        orderID: String, store: OrderDetailStore, analytics: AnalyticsService, delegate: OrderDetailDelegate?
    ) -> OrderDetailViewController {
        let viewController = OrderDetailViewController()
        let interactor = OrderDetailInteractor(store: store, analytics: analytics)
        let presenter = OrderDetailPresenter()
        let router = OrderDetailRouter()
        viewController.interactor = interactor
        viewController.router = router
        interactor.presenter = presenter
        interactor.delegate = delegate
        interactor.orderID = orderID
        presenter.viewController = viewController
        router.viewController = viewController
        router.dataStore = interactor
        return viewController
    }
}
