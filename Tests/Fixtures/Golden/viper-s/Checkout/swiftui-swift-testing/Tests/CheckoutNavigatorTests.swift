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
        let director = CheckoutNavigator.assemble(
            ui: ui,
            orderID: orderID,
            onFinish: onFinish,
            delegate: delegate,
            paymentService: paymentService,
            orders: orders
        )

        // Then
        let worker = try #require(director.dataManager as? CheckoutWorker)
        let navigator = try #require(director.navigator as? CheckoutNavigator)
        #expect(director.ui === ui)
        #expect(worker.presenter === director)
        #expect(navigator.scene === ui)
        #expect(director.orderID == orderID)
        #expect(director.delegate === delegate)
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
            let director = CheckoutNavigator.assemble(
                ui: ui,
                orderID: orderID,
                onFinish: onFinish,
                delegate: delegate,
                paymentService: paymentService,
                orders: orders
            )
            let worker = try #require(director.dataManager as? CheckoutWorker)
            let navigator = try #require(director.navigator as? CheckoutNavigator)
            weakUI = ui
            weakDirector = director
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
