// Created by archgen from Checkout.archgen. Yours to edit.

import Foundation
import Testing
@testable import Checkout

#if canImport(SwiftUI)
@MainActor
struct CheckoutScreenModelTests {
    @Test func showSpinnerSetsVisible() {
        // Given
        let visible: Bool = true
        let sut = CheckoutScreenModel(interactor: CheckoutBusinessLogicSpy(), router: CheckoutRouter())

        // When
        sut.showSpinner(visible)

        // Then
        #expect(sut.visible == visible)
    }

    @Test func displayLoadOrderViewModelSetsViewModel() {
        // Given
        let viewModel: Checkout.LoadOrder.ViewModel = Checkout.LoadOrder.ViewModel(title: "title")
        let sut = CheckoutScreenModel(interactor: CheckoutBusinessLogicSpy(), router: CheckoutRouter())

        // When
        sut.displayLoadOrder(viewModel: viewModel)

        // Then
        #expect(sut.viewModel == viewModel)
    }
}
#endif
