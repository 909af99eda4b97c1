// Created by archgen from Checkout.archgen. Yours to edit.

import Foundation
import XCTest
@testable import Checkout

@MainActor
final class CheckoutConfiguratorTests: XCTestCase {
    func testConfigureLinksEveryActor() async throws {
        // Given
        let viewController = CheckoutDisplayLogicSpy()
        let orderID: String = "orderID"
        let onFinish: @Sendable (Bool) -> Void = { _ in }
        let delegate = CheckoutDelegateSpy()
        let paymentService = PaymentServiceMock()
        let orders = OrderStoreMock()

        // When
        let scene = CheckoutConfigurator.configure(
            viewController: { _, _ in viewController },
            orderID: orderID,
            onFinish: onFinish,
            delegate: delegate,
            paymentService: paymentService,
            orders: orders
        )

        // Then
        let presenter = try XCTUnwrap(scene.interactor.presenter as? CheckoutPresenter)
        XCTAssertIdentical(presenter.viewController, viewController)
        XCTAssertIdentical(scene.router.view, viewController)
        XCTAssertIdentical(scene.router.dataStore, scene.interactor)
        XCTAssertEqual(scene.interactor.orderID, orderID)
        XCTAssertIdentical(scene.interactor.delegate, delegate)
        XCTAssertIdentical(scene.interactor.paymentService as? PaymentServiceMock, paymentService)
        XCTAssertIdentical(scene.interactor.orders as? OrderStoreMock, orders)
    }

    func testSceneIsReleasedWithItsViewController() async throws {
        // Given
        weak var weakViewController: CheckoutDisplayLogicSpy?
        weak var weakInteractor: CheckoutInteractor?
        weak var weakPresenter: CheckoutPresenter?
        weak var weakRouter: CheckoutRouter?

        // When
        do {
            let viewController = CheckoutDisplayLogicSpy()
            let orderID: String = "orderID"
            let onFinish: @Sendable (Bool) -> Void = { _ in }
            let delegate = CheckoutDelegateSpy()
            let paymentService = PaymentServiceMock()
            let orders = OrderStoreMock()
            let scene = CheckoutConfigurator.configure(
                viewController: { _, _ in viewController },
                orderID: orderID,
                onFinish: onFinish,
                delegate: delegate,
                paymentService: paymentService,
                orders: orders
            )
            let presenter = try XCTUnwrap(scene.interactor.presenter as? CheckoutPresenter)
            weakViewController = viewController
            weakInteractor = scene.interactor
            weakPresenter = presenter
            weakRouter = scene.router
        }

        // Then
        XCTAssertNil(weakViewController)
        XCTAssertNil(weakInteractor)
        XCTAssertNil(weakPresenter)
        XCTAssertNil(weakRouter)
    }
}
