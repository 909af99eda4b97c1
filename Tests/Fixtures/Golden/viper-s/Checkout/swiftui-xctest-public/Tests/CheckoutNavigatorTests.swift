// Created by archgen from Checkout.archgen. Yours to edit.

import Foundation
import XCTest
@testable import Checkout

@MainActor
final class CheckoutNavigatorTests: XCTestCase {
    func testAssembleLinksEveryActor() async throws {
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
        let worker = try XCTUnwrap(director.dataManager as? CheckoutWorker)
        let navigator = try XCTUnwrap(director.navigator as? CheckoutNavigator)
        XCTAssertIdentical(director.ui, ui)
        XCTAssertIdentical(worker.presenter, director)
        XCTAssertIdentical(navigator.scene, ui)
        XCTAssertEqual(director.orderID, orderID)
        XCTAssertIdentical(director.delegate, delegate)
        XCTAssertIdentical(worker.paymentService as? PaymentServiceMock, paymentService)
        XCTAssertIdentical(worker.orders as? OrderStoreMock, orders)
    }

    func testModuleIsReleased() async throws {
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
            let worker = try XCTUnwrap(director.dataManager as? CheckoutWorker)
            let navigator = try XCTUnwrap(director.navigator as? CheckoutNavigator)
            weakUI = ui
            weakDirector = director
            weakWorker = worker
            weakNavigator = navigator
        }

        // Then
        XCTAssertNil(weakUI)
        XCTAssertNil(weakDirector)
        XCTAssertNil(weakWorker)
        XCTAssertNil(weakNavigator)
    }
}
