// Created by archgen from Checkout.archgen. Yours to edit.

import Foundation
import Testing
@testable import Checkout

@MainActor
struct CheckoutNavigatorTests {
    @Test func assembleLinksEveryActor() throws {
        // Given
        let ui = Checkout_DisplayUISpy()
        let orderID: String = "orderID"
        let onFinish: @Sendable (Bool) -> Void = { _ in }
        let delegate = Checkout_DelegateSpy()
        let paymentService = PaymentServiceMock()
        let orders = OrderStoreMock()

        // When
        let module = CheckoutNavigator.assemble(
            ui: { _ in ui },
            orderID: orderID,
            onFinish: onFinish,
            delegate: delegate,
            paymentService: paymentService,
            orders: orders
        )

        // Then
        let worker = try #require(module.director.dataManager as? CheckoutWorker)
        let navigator = try #require(module.director.navigator as? CheckoutNavigator)
        #expect(module.director.ui === ui)
        #expect(worker.presenter === module.director)
        #expect(navigator.scene === ui)
        #expect(module.director.orderID == orderID)
        #expect(module.director.delegate === delegate)
        #expect(worker.paymentService as? PaymentServiceMock === paymentService)
        #expect(worker.orders as? OrderStoreMock === orders)
    }

    @Test func moduleIsReleased() throws {
        // Given
        weak var weakUI: Checkout_DisplayUISpy?
        weak var weakDirector: CheckoutDirector?
        weak var weakWorker: CheckoutWorker?
        weak var weakNavigator: CheckoutNavigator?

        // When
        do {
            let ui = Checkout_DisplayUISpy()
            let orderID: String = "orderID"
            let onFinish: @Sendable (Bool) -> Void = { _ in }
            let delegate = Checkout_DelegateSpy()
            let paymentService = PaymentServiceMock()
            let orders = OrderStoreMock()
            let module = CheckoutNavigator.assemble(
                ui: { _ in ui },
                orderID: orderID,
                onFinish: onFinish,
                delegate: delegate,
                paymentService: paymentService,
                orders: orders
            )
            let worker = try #require(module.director.dataManager as? CheckoutWorker)
            let navigator = try #require(module.director.navigator as? CheckoutNavigator)
            weakUI = ui
            weakDirector = module.director
            weakWorker = worker
            weakNavigator = navigator
        }

        // Then
        #expect(weakUI == nil)
        #expect(weakDirector == nil)
        #expect(weakWorker == nil)
        #expect(weakNavigator == nil)
    }
}
