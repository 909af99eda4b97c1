// Created by archgen from Checkout.archgen. Yours to edit.

import Foundation
import XCTest
@testable import Checkout

@MainActor
final class CheckoutConfiguratorTests: XCTestCase {
    func testConfigureLinksEveryActor() async throws {
        // Given
        let model = CheckoutDisplayLogicSpy()
        let orderID: String = "orderID"
        let onFinish: @Sendable (Bool) -> Void = { _ in }
        let delegate = CheckoutDelegateSpy()
        let paymentService = PaymentServiceMock()
        let orders = OrderStoreMock()

        // When
        let scene = CheckoutConfigurator.configure(
            model: { _, _ in model },
            orderID: orderID,
            onFinish: onFinish,
            delegate: delegate,
            paymentService: paymentService,
            orders: orders
        )

        // Then
        let presenter = try XCTUnwrap(scene.interactor.presenter as? CheckoutPresenter)
        XCTAssertIdentical(presenter.viewController, model)
        XCTAssertIdentical(scene.router.view, model)
        XCTAssertIdentical(scene.router.dataStore, scene.interactor)
        XCTAssertEqual(scene.interactor.orderID, orderID)
        XCTAssertIdentical(scene.interactor.delegate, delegate)
        XCTAssertIdentical(scene.interactor.paymentService as? PaymentServiceMock, paymentService)
        XCTAssertIdentical(scene.interactor.orders as? OrderStoreMock, orders)
    }

    func testSceneIsReleasedWithItsModel() async throws {
        // Given
        weak var weakModel: CheckoutDisplayLogicSpy?
        weak var weakInteractor: CheckoutInteractor?
        weak var weakPresenter: CheckoutPresenter?
        weak var weakRouter: CheckoutRouter?

        // When
        do {
            let model = CheckoutDisplayLogicSpy()
            let orderID: String = "orderID"
            let onFinish: @Sendable (Bool) -> Void = { _ in }
            let delegate = CheckoutDelegateSpy()
            let paymentService = PaymentServiceMock()
            let orders = OrderStoreMock()
            let scene = CheckoutConfigurator.configure(
                model: { _, _ in model },
                orderID: orderID,
                onFinish: onFinish,
                delegate: delegate,
                paymentService: paymentService,
                orders: orders
            )
            let presenter = try XCTUnwrap(scene.interactor.presenter as? CheckoutPresenter)
            weakModel = model
            weakInteractor = scene.interactor
            weakPresenter = presenter
            weakRouter = scene.router
        }

        // Then
        XCTAssertNil(weakModel)
        XCTAssertNil(weakInteractor)
        XCTAssertNil(weakPresenter)
        XCTAssertNil(weakRouter)
    }
}
