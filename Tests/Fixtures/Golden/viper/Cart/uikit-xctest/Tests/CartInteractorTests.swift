// Created by archgen from Cart.archgen. Yours to edit.

import Foundation
import XCTest
@testable import Cart

@MainActor
final class CartInteractorTests: XCTestCase {
    private var sut: CartInteractor!
    private var output: CartInteractorOutputSpy!
    private var cartFetcher: CartFetcherMock!

    override func setUp() async throws {
        sut = CartInteractor()
        output = CartInteractorOutputSpy()
        cartFetcher = CartFetcherMock()
        sut.output = output
        sut.cartFetcher = cartFetcher
    }

    override func tearDown() async throws {
        sut = nil
        output = nil
        cartFetcher = nil
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
