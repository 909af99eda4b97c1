//
//  OrderDetailInteractor.swift
//  Store
//

import Foundation

final class OrderDetailInteractor: OrderDetailBusinessLogic, OrderDetailDataStore {
    var presenter: OrderDetailPresentationLogic?
    weak var delegate: OrderDetailDelegate?
    var orderID: String = ""

    private let store: OrderDetailStore
    private let analytics: AnalyticsService

    init(store: OrderDetailStore, analytics: AnalyticsService) {
        self.store = store
        self.analytics = analytics
    }

    // MARK: Business logic

    func loadOrder(request: OrderDetail.LoadOrder.Request) {
        analytics.track("order_detail_shown")
        presenter?.presentLoadOrder(response: OrderDetail.LoadOrder.Response(order: store.order(id: orderID)))
    }

    func cancelOrder() {
        store.cancel(id: orderID)
        analytics.track("order_cancelled")
        presenter?.presentCancelled()
        delegate?.orderDetailDidCancel(orderID: orderID)
    }
}
