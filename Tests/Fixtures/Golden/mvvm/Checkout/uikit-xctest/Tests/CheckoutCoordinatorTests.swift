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
        let viewModel = CheckoutCoordinator.assemble(
            view: view,
            orderID: orderID,
            onFinish: onFinish,
            delegate: delegate,
            paymentService: paymentService,
            orders: orders
        )

        // Then
        let coordinator = try XCTUnwrap(viewModel.coordinator as? CheckoutCoordinator)
        XCTAssertIdentical(viewModel.output, view)
        XCTAssertIdentical(coordinator.view, view)
        XCTAssertEqual(viewModel.orderID, orderID)
        XCTAssertIdentical(viewModel.delegate, delegate)
        XCTAssertIdentical(viewModel.paymentService as? PaymentServiceMock, paymentService)
        XCTAssertIdentical(viewModel.orders as? OrderStoreMock, orders)
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
            let viewModel = CheckoutCoordinator.assemble(
                view: view,
                orderID: orderID,
                onFinish: onFinish,
                delegate: delegate,
                paymentService: paymentService,
                orders: orders
            )
            let coordinator = try XCTUnwrap(viewModel.coordinator as? CheckoutCoordinator)
            weakView = view
            weakViewModel = viewModel
            weakCoordinator = coordinator
        }

        // Then
        XCTAssertNil(weakView)
        XCTAssertNil(weakViewModel)
        XCTAssertNil(weakCoordinator)
    }
}
