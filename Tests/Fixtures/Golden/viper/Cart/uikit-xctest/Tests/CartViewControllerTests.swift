// Created by archgen from Cart.archgen. Yours to edit.

import Foundation
import XCTest
@testable import Cart

#if canImport(UIKit)
@MainActor
final class CartViewControllerTests: XCTestCase {
    func testSendsShowTotalRequestWhenItLoads() async {
        // Given
        let presenter = CartPresentationSpy()
        let sut = CartViewController(presenter: presenter)

        // When
        sut.viewDidLoad()

        // Then
        XCTAssertEqual(presenter.showTotalRequestCallsCount, 1)
    }
}
#endif
