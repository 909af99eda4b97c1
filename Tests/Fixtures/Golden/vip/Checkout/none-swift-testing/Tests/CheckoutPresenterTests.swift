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
