// Created by archgen from Cart.archgen. Yours to edit.

import Foundation
import XCTest
@testable import Cart

@MainActor
final class CartInteractorTests: XCTestCase {
    private var cartFetcher: CartFetcherMock!
    private var sut: CartInteractor!

    override func setUp() async throws {
        cartFetcher = CartFetcherMock()
        sut = CartInteractor(cartFetcher: cartFetcher)
    }

    override func tearDown() async throws {
        cartFetcher = nil
        sut = nil
    }

    func testDoesNotRetainItsOutput() async {
        // Given
        var output: CartInteractorOutputSpy? = CartInteractorOutputSpy()
        sut.output = output

        // When
        output = nil

        // Then
        XCTAssertNil(sut.output)
    }
}
