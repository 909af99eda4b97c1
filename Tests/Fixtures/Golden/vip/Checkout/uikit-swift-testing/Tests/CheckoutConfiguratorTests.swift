// Created by archgen from Checkout.archgen. Yours to edit.

import Foundation
import Testing
@testable import Checkout

@MainActor
struct CheckoutConfiguratorTests {
    @Test func configureLinksEveryActor() throws {
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
        let presenter = try #require(scene.interactor.presenter as? CheckoutPresenter)
        #expect(presenter.viewController === viewController)
        #expect(scene.router.view === viewController)
        #expect(scene.router.dataStore === scene.interactor)
        #expect(scene.interactor.orderID == orderID)
        #expect(scene.interactor.delegate === delegate)
        #expect(scene.interactor.paymentService as? PaymentServiceMock === paymentService)
        #expect(scene.interactor.orders as? OrderStoreMock === orders)
    }

    @Test func sceneIsReleasedWithItsViewController() throws {
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
            let presenter = try #require(scene.interactor.presenter as? CheckoutPresenter)
            weakViewController = viewController
            weakInteractor = scene.interactor
            weakPresenter = presenter
            weakRouter = scene.router
        }

        // Then
        #expect(weakViewController == nil)
        #expect(weakInteractor == nil)
        #expect(weakPresenter == nil)
        #expect(weakRouter == nil)
    }
}
