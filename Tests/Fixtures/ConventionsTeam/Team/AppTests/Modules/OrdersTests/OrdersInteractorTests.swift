import XCTest
@testable import App

@MainActor
final class OrdersInteractorTests: XCTestCase {
    func testTheOrdersTheServiceReturnsArePresented() async {
        let service = OrderServiceMock()
        service.ordersReturnValue = ["A-1", "B-2"]
        let presenter = OrdersPresentationLogicSpy()
        let sut = OrdersInteractor(orders: service)
        sut.presenter = presenter

        sut.fetchOrders(request: Orders.FetchOrders.Request())
        await sut.fetching?.value

        XCTAssertEqual(service.ordersCallsCount, 1)
        XCTAssertEqual(presenter.presentFetchOrdersResponseReceivedResponse?.orders, ["A-1", "B-2"])
    }

    func testAFailingServiceShowsNoOrders() async {
        let service = OrderServiceMock()
        service.ordersThrowableError = URLError(.notConnectedToInternet)
        let presenter = OrdersPresentationLogicSpy()
        let sut = OrdersInteractor(orders: service)
        sut.presenter = presenter

        sut.fetchOrders(request: Orders.FetchOrders.Request())
        await sut.fetching?.value

        XCTAssertEqual(presenter.presentFetchOrdersResponseReceivedResponse?.orders, [])
    }
}
