// Created by archgen from Cart.archgen. Yours to edit.

import Foundation
import XCTest
@testable import Cart

#if canImport(UIKit)
@MainActor
final class CartViewControllerTests: XCTestCase {
    func testSendsShowTotalRequestWhenItLoads() async {
        // Given
        let interactor = CartBusinessLogicSpy()
        let sut = CartViewController(interactor: interactor, router: CartDataPassingSpy())

        // When
        sut.viewDidLoad()

        // Then
        XCTAssertEqual(interactor.showTotalRequestCallsCount, 1)
    }
}
#endif
