// Created by archgen from Checkout.archgen. Yours to edit.

import Foundation
import XCTest
@testable import Checkout

@MainActor
final class CheckoutCoordinatorTests: XCTestCase {
    func testAssembleLinksEveryActor() async throws {
        // Given
        let view = CheckoutViewModelOutputSpy()
        let orderID: String = "orderID"
        let onFinish: @Sendable (Bool) -> Void = { _ in }
        let delegate = CheckoutDelegateSpy()
        let paymentService = PaymentServiceMock()
        let orders = OrderStoreMock()

        // When
        let module = CheckoutCoordinator.assemble(
            view: { _ in view },
            orderID: orderID,
            onFinish: onFinish,
            delegate: delegate,
            paymentService: paymentService,
            orders: orders
        )

        // Then
        let coordinator = try XCTUnwrap(module.viewModel.coordinator as? CheckoutCoordinator)
        XCTAssertIdentical(module.viewModel.output, view)
        XCTAssertIdentical(coordinator.view, view)
        XCTAssertEqual(module.viewModel.orderID, orderID)
        XCTAssertIdentical(module.viewModel.delegate, delegate)
        XCTAssertIdentical(module.viewModel.paymentService as? PaymentServiceMock, paymentService)
        XCTAssertIdentical(module.viewModel.orders as? OrderStoreMock, orders)
    }

    func testModuleIsReleasedWithItsView() async throws {
        // Given
        weak var weakView: CheckoutViewModelOutputSpy?
        weak var weakViewModel: CheckoutViewModel?
        weak var weakCoordinator: CheckoutCoordinator?

        // When
        do {
            let view = CheckoutViewModelOutputSpy()
            let orderID: String = "orderID"
            let onFinish: @Sendable (Bool) -> Void = { _ in }
            let delegate = CheckoutDelegateSpy()
            let paymentService = PaymentServiceMock()
            let orders = OrderStoreMock()
            let module = CheckoutCoordinator.assemble(
                view: { _ in view },
                orderID: orderID,
                onFinish: onFinish,
                delegate: delegate,
                paymentService: paymentService,
                orders: orders
            )
            let coordinator = try XCTUnwrap(module.viewModel.coordinator as? CheckoutCoordinator)
            weakView = view
            weakViewModel = module.viewModel
            weakCoordinator = coordinator
        }

        // Then
        XCTAssertNil(weakView)
        XCTAssertNil(weakViewModel)
        XCTAssertNil(weakCoordinator)
    }
}
