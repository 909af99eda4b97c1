// Created by archgen from Checkout.archgen. Yours to edit.

import Foundation
import XCTest
@testable import Checkout

final class CheckoutWireframeTests: XCTestCase {
    func testAssembleLinksEveryActor() throws {
        // Given
        let view = MockCheckoutViewInput()
        let orderID: String = "orderID"
        let onFinish: @Sendable (Bool) -> Void = { _ in }
        let delegate = MockCheckoutDelegate()
        let paymentService = PaymentServiceStub()
        let orders = OrderStoreStub()

        // When
        let presenter = CheckoutWireframe.assemble(
            view: view,
            orderID: orderID,
            onFinish: onFinish,
            delegate: delegate,
            paymentService: paymentService,
            orders: orders
        )

        // Then
        let interactor = try XCTUnwrap(presenter.interactor as? CheckoutInteractor)
        let router = try XCTUnwrap(presenter.router as? CheckoutWireframe)
        XCTAssertIdentical(view.presenter, presenter)
        XCTAssertIdentical(presenter.display, view)
        XCTAssertIdentical(interactor.presenter, presenter)
        XCTAssertIdentical(router.view, view)
        XCTAssertEqual(presenter.orderID, orderID)
        XCTAssertIdentical(presenter.delegate, delegate)
        XCTAssertIdentical(interactor.paymentService as? PaymentServiceStub, paymentService)
        XCTAssertIdentical(interactor.orders as? OrderStoreStub, orders)
    }

    func testModuleIsReleasedWithItsView() throws {
        // Given
        weak var weakView: MockCheckoutViewInput?
        weak var weakPresenter: CheckoutPresenter?
        weak var weakInteractor: CheckoutInteractor?
        weak var weakRouter: CheckoutWireframe?

        // When
        do {
            let view = MockCheckoutViewInput()
            let orderID: String = "orderID"
            let onFinish: @Sendable (Bool) -> Void = { _ in }
            let delegate = MockCheckoutDelegate()
            let paymentService = PaymentServiceStub()
            let orders = OrderStoreStub()
            let presenter = CheckoutWireframe.assemble(
                view: view,
                orderID: orderID,
                onFinish: onFinish,
                delegate: delegate,
                paymentService: paymentService,
                orders: orders
            )
            let interactor = try XCTUnwrap(presenter.interactor as? CheckoutInteractor)
            let router = try XCTUnwrap(presenter.router as? CheckoutWireframe)
            weakView = view
            weakPresenter = presenter
            weakInteractor = interactor
            weakRouter = router
        }

        // Then
        XCTAssertNil(weakView)
        XCTAssertNil(weakPresenter)
        XCTAssertNil(weakInteractor)
        XCTAssertNil(weakRouter)
    }
}
