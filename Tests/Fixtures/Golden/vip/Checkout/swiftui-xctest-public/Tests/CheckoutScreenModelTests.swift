// Created by archgen from Checkout.archgen. Yours to edit.

import Foundation
import XCTest
@testable import Checkout

#if canImport(SwiftUI)
@MainActor
final class CheckoutScreenModelTests: XCTestCase {
    func testShowSpinnerSetsVisible() async {
        // Given
        let visible: Bool = true
        let sut = CheckoutScreenModel(interactor: CheckoutBusinessLogicSpy(), router: CheckoutRouter())

        // When
        sut.showSpinner(visible)

        // Then
        XCTAssertEqual(sut.visible, visible)
    }

    func testDisplayLoadOrderViewModelSetsViewModel() async {
        // Given
        let viewModel: Checkout.LoadOrder.ViewModel = Checkout.LoadOrder.ViewModel(title: "title")
        let sut = CheckoutScreenModel(interactor: CheckoutBusinessLogicSpy(), router: CheckoutRouter())

        // When
        sut.displayLoadOrder(viewModel: viewModel)

        // Then
        XCTAssertEqual(sut.viewModel, viewModel)
    }
}
#endif
