// Created by archgen from Checkout.archgen. Yours to edit.

import Foundation
import XCTest
@testable import Checkout

final class CheckoutInteractorTests: XCTestCase {
    private var sut: CheckoutInteractor!

    override func setUp() {
        super.setUp()
        sut = CheckoutInteractor()
    }

    override func tearDown() {
        sut = nil
        super.tearDown()
    }

    func testDoesNotRetainItsPresenter() {
        // Given
        var presenter: MockCheckoutInteractorOutput? = MockCheckoutInteractorOutput()
        sut.presenter = presenter

        // When
        presenter = nil

        // Then
        XCTAssertNil(sut.presenter)
    }
}
