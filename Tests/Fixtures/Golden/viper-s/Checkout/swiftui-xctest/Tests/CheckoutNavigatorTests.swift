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
        let module = CheckoutNavigator.assemble(
            ui: { _ in ui },
            orderID: orderID,
            onFinish: onFinish,
            delegate: delegate,
            paymentService: paymentService,
            orders: orders
        )

        // Then
        let worker = try XCTUnwrap(module.director.dataManager as? CheckoutWorker)
        let navigator = try XCTUnwrap(module.director.navigator as? CheckoutNavigator)
        XCTAssertIdentical(module.director.ui, ui)
        XCTAssertIdentical(worker.presenter, module.director)
        XCTAssertIdentical(navigator.scene, ui)
        XCTAssertEqual(module.director.orderID, orderID)
        XCTAssertIdentical(module.director.delegate, delegate)
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
            let module = CheckoutNavigator.assemble(
                ui: { _ in ui },
                orderID: orderID,
                onFinish: onFinish,
                delegate: delegate,
                paymentService: paymentService,
                orders: orders
            )
            let worker = try XCTUnwrap(module.director.dataManager as? CheckoutWorker)
            let navigator = try XCTUnwrap(module.director.navigator as? CheckoutNavigator)
            weakUI = ui
            weakDirector = module.director
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
