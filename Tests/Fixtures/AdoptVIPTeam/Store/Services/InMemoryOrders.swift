/// The orders the app knows, kept in memory: both scenes' service.
final class InMemoryOrders: OrdersWorkerProtocol, OrderDetailStore {
    private var orders = [Order(id: "1", title: "Tea", total: 3), Order(id: "2", title: "Cake", total: 4.5)]

    func fetchOrders() -> [Order] { orders }
    func order(id: String) -> Order? { orders.first { $0.id == id } }
    func cancel(id: String) { orders.removeAll { $0.id == id } }
}
