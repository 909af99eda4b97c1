//
//  OrderDetailPresenterTests.swift
//  StoreTests
//

@testable import Store
import XCTest

final class OrderDetailPresenterTests: XCTestCase {
    // MARK: Subject under test

    var sut: OrderDetailPresenter!

    // MARK: Test lifecycle

    override func setUp() {
        super.setUp()
        sut = OrderDetailPresenter()
    }

    // MARK: Test doubles

    final class OrderDetailDisplayLogicSpy: OrderDetailDisplayLogic {
        var displayLoadOrderCalled = false
        var viewModel: OrderDetail.LoadOrder.ViewModel?
        var displayCancelledCalled = false

        func displayLoadOrder(viewModel: OrderDetail.LoadOrder.ViewModel) {
            displayLoadOrderCalled = true
            self.viewModel = viewModel
        }

        func displayCancelled() {
            displayCancelledCalled = true
        }
    }

    // MARK: Tests

    func testPresentLoadOrderFormatsTheTotal() {
        let spy = OrderDetailDisplayLogicSpy()
        sut.viewController = spy

        sut.presentLoadOrder(response: OrderDetail.LoadOrder.Response(order: Order(id: "1", title: "Cake", total: 4.5)))

        XCTAssertTrue(spy.displayLoadOrderCalled, "presentLoadOrder(response:) should ask the view controller to display the result")
        XCTAssertEqual(spy.viewModel?.title, "Cake")
        XCTAssertEqual(spy.viewModel?.total, "4.50")
    }

    func testPresentLoadOrderWithoutAnOrderSaysSo() {
        let spy = OrderDetailDisplayLogicSpy()
        sut.viewController = spy

        sut.presentLoadOrder(response: OrderDetail.LoadOrder.Response(order: nil))

        XCTAssertEqual(spy.viewModel?.title, "Order not found")
    }

    func testPresentCancelledDisplaysIt() {
        let spy = OrderDetailDisplayLogicSpy()
        sut.viewController = spy

        sut.presentCancelled()

        XCTAssertTrue(spy.displayCancelledCalled)
    }
}
