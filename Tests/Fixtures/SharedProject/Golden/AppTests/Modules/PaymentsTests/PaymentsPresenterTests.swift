// Created by archgen from Payments.archgen. Yours to edit.

import Foundation
import XCTest
@testable import App

@MainActor
final class PaymentsPresenterTests: XCTestCase {
    private var sut: PaymentsPresenter!

    override func setUp() async throws {
        sut = PaymentsPresenter()
    }

    override func tearDown() async throws {
        sut = nil
    }

    func testDoesNotRetainItsViewController() async {
        // Given
        var viewController: PaymentsDisplayLogicSpy? = PaymentsDisplayLogicSpy()
        sut.viewController = viewController

        // When
        viewController = nil

        // Then
        XCTAssertNil(sut.viewController)
    }
}
