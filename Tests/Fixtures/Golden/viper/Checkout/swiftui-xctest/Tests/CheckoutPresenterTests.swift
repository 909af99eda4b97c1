// Created by archgen from Checkout.archgen. Yours to edit.

import Foundation
import XCTest
@testable import Checkout

@MainActor
final class CheckoutPresenterTests: XCTestCase {
    private var view: CheckoutViewSpy!
    private var interactor: CheckoutInteractionSpy!
    private var router: CheckoutRoutableSpy!
    private var delegate: CheckoutDelegateSpy!
    private var sut: CheckoutPresenter!

    override func setUp() async throws {
        view = CheckoutViewSpy()
        interactor = CheckoutInteractionSpy()
        router = CheckoutRoutableSpy()
        delegate = CheckoutDelegateSpy()
        sut = CheckoutPresenter(interactor: interactor, router: router, orderID: "orderID", onFinish: { _ in })
        sut.view = view
        sut.delegate = delegate
    }

    override func tearDown() async throws {
        view = nil
        interactor = nil
        router = nil
        delegate = nil
        sut = nil
    }

    func testPayIsForwardedToTheInteractor() async {
        // When
        sut.pay()

        // Then
        XCTAssertEqual(interactor.payCallsCount, 1)
    }

    func testCancelIsForwardedToTheRouter() async {
        // When
        sut.cancel()

        // Then
        XCTAssertEqual(router.cancelCallsCount, 1)
    }

    func testLoadOrderRequestIsForwardedToTheInteractor() async {
        // Given
        let request: Checkout.LoadOrder.Request = Checkout.LoadOrder.Request(id: "id")

        // When
        sut.loadOrder(request: request)

        // Then
        XCTAssertEqual(interactor.loadOrderRequestCallsCount, 1)
        XCTAssertEqual(interactor.loadOrderRequestReceivedRequest, request)
    }

    func testShowSpinnerIsForwardedToTheView() async {
        // Given
        let visible: Bool = true

        // When
        sut.showSpinner(visible)

        // Then
        XCTAssertEqual(view.showSpinnerCallsCount, 1)
        XCTAssertEqual(view.showSpinnerReceivedVisible, visible)
    }

    func testCheckoutDidFinishPaidIsForwardedToTheDelegate() async {
        // Given
        let paid: Bool = true

        // When
        sut.checkoutDidFinish(paid: paid)

        // Then
        XCTAssertEqual(delegate.checkoutDidFinishPaidCallsCount, 1)
        XCTAssertEqual(delegate.checkoutDidFinishPaidReceivedPaid, paid)
    }

    func testDoesNotRetainItsView() async {
        // Given
        var view: CheckoutViewSpy? = CheckoutViewSpy()
        sut.view = view

        // When
        view = nil

        // Then
        XCTAssertNil(sut.view)
    }

    func testDoesNotRetainItsDelegate() async {
        // Given
        var delegate: CheckoutDelegateSpy? = CheckoutDelegateSpy()
        sut.delegate = delegate

        // When
        delegate = nil

        // Then
        XCTAssertNil(sut.delegate)
    }
}
