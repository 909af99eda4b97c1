import Foundation

/// The team's interactor, in Interactor/ beside its worker: it presents the
/// orders it last loaded, the newest first.
@MainActor
final class OrdersInteractor: OrdersBusinessLogic, OrdersDataStoreProtocol {
    var presenter: (any OrdersPresentationLogic)!
    var orders: (any OrderService)!
    var customerID: String!
    var loaded: [String] = []

    func fetchOrders(request: Orders.FetchOrders.Request) {
        presenter.presentFetchOrders(response: Orders.FetchOrders.Response(orders: loaded.reversed()))
    }
}
