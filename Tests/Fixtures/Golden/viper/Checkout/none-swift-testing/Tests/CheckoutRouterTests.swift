// Created by archgen from Checkout.archgen. Yours to edit.

import Foundation
import Testing
@testable import Checkout

@MainActor
struct CheckoutRouterTests {
    @Test func assembleLinksEveryActor() throws {
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
        let interactor = try #require(module.presenter.interactor as? CheckoutInteractor)
        let router = try #require(module.presenter.router as? CheckoutRouter)
        #expect(module.presenter.view === view)
        #expect(interactor.output === module.presenter)
        #expect(router.view === view)
        #expect(module.presenter.orderID == orderID)
        #expect(module.presenter.delegate === delegate)
        #expect(interactor.paymentService as? PaymentServiceMock === paymentService)
        #expect(interactor.orders as? OrderStoreMock === orders)
    }

    @Test func moduleIsReleasedWithItsView() throws {
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
            let interactor = try #require(module.presenter.interactor as? CheckoutInteractor)
            let router = try #require(module.presenter.router as? CheckoutRouter)
            weakView = view
            weakPresenter = module.presenter
            weakInteractor = interactor
            weakRouter = router
        }

        // Then
        #expect(weakView == nil)
        #expect(weakPresenter == nil)
        #expect(weakInteractor == nil)
        #expect(weakRouter == nil)
    }
}
