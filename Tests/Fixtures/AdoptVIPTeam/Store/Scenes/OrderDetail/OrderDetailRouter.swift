//
//  OrderDetailRouter.swift
//  Store
//

import Foundation

final class OrderDetailRouter: OrderDetailRoutingLogic, OrderDetailDataPassing {
    weak var viewController: OrderDetailViewController?
    var dataStore: OrderDetailDataStore?

    // MARK: Routing

    func close() {
        viewController?.onClose?()
    }
}
