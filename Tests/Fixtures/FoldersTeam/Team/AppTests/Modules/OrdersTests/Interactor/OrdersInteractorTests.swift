import XCTest
@testable import App

@MainActor
final class OrdersInteractorTests: XCTestCase {
    func testPresentsTheNewestOrderFirst() async {
        let sut = OrdersInteractor()
        let presenter = OrdersPresentationLogicSpy()
        sut.presenter = presenter
        sut.loaded = ["first", "second"]

        sut.fetchOrders(request: Orders.FetchOrders.Request())

        XCTAssertEqual(presenter.presentFetchOrdersResponseReceivedResponse?.orders, ["second", "first"])
    }

    func testIsTheRoutersDataStore() async {
        let router = OrdersRouter()
        let sut = OrdersInteractor()
        sut.customerID = "c-1"
        router.dataStore = sut
        XCTAssertEqual(router.dataStore?.customerID, "c-1")
    }
}
