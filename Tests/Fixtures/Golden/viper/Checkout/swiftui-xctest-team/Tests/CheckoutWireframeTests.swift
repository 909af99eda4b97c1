// Created by archgen from Checkout.archgen. Yours to edit.

import Foundation
import XCTest
@testable import Checkout

@MainActor
final class CheckoutWireframeTests: XCTestCase {
    func testAssembleLinksEveryActor() async throws {
        // Given
        let view = MockCheckoutViewInput()
        let orderID: String = "orderID"
        let onFinish: @Sendable (Bool) -> Void = { _ in }
        let delegate = MockCheckoutDelegate()
        let paymentService = PaymentServiceStub()
        let orders = OrderStoreStub()

        // When
        let module = CheckoutWireframe.assemble(
            view: { _ in view },
            orderID: orderID,
            onFinish: onFinish,
            delegate: delegate,
            paymentService: paymentService,
            orders: orders
        )

        // Then
        let interactor = try XCTUnwrap(module.presenter.interactor as? CheckoutInteractor)
        let router = try XCTUnwrap(module.presenter.router as? CheckoutWireframe)
        XCTAssertIdentical(module.presenter.display, view)
        XCTAssertIdentical(interactor.presenter, module.presenter)
        XCTAssertIdentical(router.view, view)
        XCTAssertEqual(module.presenter.orderID, orderID)
        XCTAssertIdentical(module.presenter.delegate, delegate)
        XCTAssertIdentical(interactor.paymentService as? PaymentServiceStub, paymentService)
        XCTAssertIdentical(interactor.orders as? OrderStoreStub, orders)
    }

    func testModuleIsReleasedWithItsView() async throws {
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
            let module = CheckoutWireframe.assemble(
                view: { _ in view },
                orderID: orderID,
                onFinish: onFinish,
                delegate: delegate,
                paymentService: paymentService,
                orders: orders
            )
            let interactor = try XCTUnwrap(module.presenter.interactor as? CheckoutInteractor)
            let router = try XCTUnwrap(module.presenter.router as? CheckoutWireframe)
            weakView = view
            weakPresenter = module.presenter
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
