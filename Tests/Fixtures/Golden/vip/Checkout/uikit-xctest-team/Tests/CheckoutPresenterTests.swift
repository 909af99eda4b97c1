// Created by archgen from Checkout.archgen. Yours to edit.

import Foundation
import XCTest
@testable import Checkout

@MainActor
final class CheckoutPresenterTests: XCTestCase {
    private var sut: CheckoutPresenter!
    private var viewController: CheckoutDisplayLogicSpy!

    override func setUp() async throws {
        sut = CheckoutPresenter()
        viewController = CheckoutDisplayLogicSpy()
        sut.viewController = viewController
    }

    override func tearDown() async throws {
        sut = nil
        viewController = nil
    }

    func testShowSpinnerIsForwardedToTheViewController() async {
        // Given
        let visible: Bool = true

        // When
        sut.showSpinner(visible)

        // Then
        XCTAssertEqual(viewController.showSpinnerCallsCount, 1)
        XCTAssertEqual(viewController.showSpinnerReceivedVisible, visible)
    }

    func testDoesNotRetainItsViewController() async {
        // Given
        var viewController: CheckoutDisplayLogicSpy? = CheckoutDisplayLogicSpy()
        sut.viewController = viewController

        // When
        viewController = nil

        // Then
        XCTAssertNil(sut.viewController)
    }
}
