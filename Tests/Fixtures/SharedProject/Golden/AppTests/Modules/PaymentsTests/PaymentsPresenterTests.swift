// Created by archgen from Payments.archgen. Yours to edit.

import Foundation
import XCTest
@testable import App

@MainActor
final class PaymentsPresenterTests: XCTestCase {
    private var sut: PaymentsPresenter!
    private var viewController: PaymentsDisplayLogicSpy!

    override func setUp() async throws {
        sut = PaymentsPresenter()
        viewController = PaymentsDisplayLogicSpy()
        sut.viewController = viewController
    }

    override func tearDown() async throws {
        sut = nil
        viewController = nil
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
