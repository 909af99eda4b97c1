#if canImport(UIKit)
import Testing
@testable import Store

@MainActor
@Suite struct OrderListConfiguratorTests {
    @Test func configureWiresTheScene() {
        let viewController = OrderListViewController()

        OrderListConfigurator.configure(viewController, ordersWorker: OrdersWorkerSpy(), analytics: AnalyticsSpy())

        #expect(viewController.interactor is OrderListInteractor)
        #expect(viewController.router?.dataStore === viewController.interactor as? OrderListInteractor)
    }
}
#endif
