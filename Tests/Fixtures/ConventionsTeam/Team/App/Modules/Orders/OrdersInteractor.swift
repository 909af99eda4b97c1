/// The team's interactor: its service is its own, a `private let` given in
/// init, and it presents the orders the service returns.
@MainActor
final class OrdersInteractor: OrdersBusinessLogic, OrdersDataStore {
    var presenter: (any OrdersPresentationLogic)!
    private let orders: any OrderService
    private(set) var fetching: Task<Void, Never>?

    init(orders: any OrderService) {
        self.orders = orders
    }

    func fetchOrders(request: Orders.FetchOrders.Request) {
        fetching = Task {
            let list = (try? await orders.orders()) ?? []
            presenter.presentFetchOrders(response: Orders.FetchOrders.Response(orders: list))
        }
    }
}
