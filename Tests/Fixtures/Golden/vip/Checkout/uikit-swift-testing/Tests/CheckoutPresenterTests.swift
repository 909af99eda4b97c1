// Created by archgen from Checkout.archgen. Yours to edit.

import Foundation
import Testing
@testable import Checkout

@MainActor
struct CheckoutPresenterTests {
    private let sut = CheckoutPresenter()
    private let viewController = CheckoutDisplayLogicSpy()

    init() {
        sut.viewController = viewController
    }

    @Test func showSpinnerIsForwardedToTheViewController() {
        // Given
        let visible: Bool = true

        // When
        sut.showSpinner(visible)

        // Then
        #expect(viewController.showSpinnerCallsCount == 1)
        #expect(viewController.showSpinnerReceivedVisible == visible)
    }

    @Test func presentLoadOrderResponseSendsItsViewModelToTheViewController() {
        // Given
        let response: Checkout.LoadOrder.Response = Checkout.LoadOrder.Response(order: Order(id: "id", total: 1.5))

        // When
        sut.presentLoadOrder(response: response)

        // Then
        #expect(viewController.displayLoadOrderViewModelCallsCount == 1)
    }

    @Test func doesNotRetainItsViewController() {
        // Given
        var viewController: CheckoutDisplayLogicSpy? = CheckoutDisplayLogicSpy()
        sut.viewController = viewController

        // When
        viewController = nil

        // Then
        #expect(sut.viewController == nil)
    }
}
