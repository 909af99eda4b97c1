//
//  OrderListRouter.swift
//  Store
//

import Foundation
#if canImport(UIKit)
import UIKit
#endif

final class OrderListRouter: OrderListRoutingLogic, OrderListDataPassing {
    #if canImport(UIKit)
    weak var viewController: OrderListViewController?
    private(set) var shownDetail: OrderDetailViewController?
    #endif
    var dataStore: OrderListDataStore?

    // MARK: Routing

    func routeToOrderDetail(orderID: String) {
        #if canImport(UIKit)
        let detail = OrderDetailConfigurator.makeScene(
            orderID: orderID, store: InMemoryOrders(), analytics: ConsoleAnalytics(), delegate: dataStore as? OrderDetailDelegate)
        detail.onClose = { [weak self] in self?.shownDetail = nil }
        shownDetail = detail
        detail.start()
        #endif
    }
}
