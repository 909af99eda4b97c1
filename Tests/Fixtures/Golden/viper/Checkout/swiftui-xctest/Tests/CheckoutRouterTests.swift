// Created by archgen from Checkout.archgen. Yours to edit.

import Foundation
import XCTest
@testable import Checkout

@MainActor
final class CheckoutRouterTests: XCTestCase {
    func testAssembleLinksEveryActor() async throws {
        // Given
        let view = CheckoutViewSpy()
        let orderID: String = "orderID"
        let onFinish: @Sendable (Bool) -> Void = { _ in }
        let delegate = CheckoutDelegateSpy()
        let paymentService = PaymentServiceMock()
        let orders = OrderStoreMock()

        // When
        let module = CheckoutRouter.assemble(
            view: { _ in view },
            orderID: orderID,
            onFinish: onFinish,
            delegate: delegate,
            paymentService: paymentService,
            orders: orders
        )

        // Then
        let interactor = try XCTUnwrap(module.presenter.interactor as? CheckoutInteractor)
        let router = try XCTUnwrap(module.presenter.router as? CheckoutRouter)
        XCTAssertIdentical(module.presenter.view, view)
        XCTAssertIdentical(interactor.output, module.presenter)
        XCTAssertIdentical(router.view, view)
        XCTAssertEqual(module.presenter.orderID, orderID)
        XCTAssertIdentical(module.presenter.delegate, delegate)
        XCTAssertIdentical(interactor.paymentService as? PaymentServiceMock, paymentService)
        XCTAssertIdentical(interactor.orders as? OrderStoreMock, orders)
    }

    func testModuleIsReleasedWithItsView() async throws {
        // Given
        weak var weakView: CheckoutViewSpy?
        weak var weakPresenter: CheckoutPresenter?
        weak var weakInteractor: CheckoutInteractor?
        weak var weakRouter: CheckoutRouter?

        // When
        do {
            let view = CheckoutViewSpy()
            let orderID: String = "orderID"
            let onFinish: @Sendable (Bool) -> Void = { _ in }
            let delegate = CheckoutDelegateSpy()
            let paymentService = PaymentServiceMock()
            let orders = OrderStoreMock()
            let module = CheckoutRouter.assemble(
                view: { _ in view },
                orderID: orderID,
                onFinish: onFinish,
                delegate: delegate,
                paymentService: paymentService,
                orders: orders
            )
            let interactor = try XCTUnwrap(module.presenter.interactor as? CheckoutInteractor)
            let router = try XCTUnwrap(module.presenter.router as? CheckoutRouter)
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
