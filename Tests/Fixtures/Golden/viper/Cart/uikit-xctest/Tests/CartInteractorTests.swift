// Created by archgen from Cart.archgen. Yours to edit.

import Foundation
import XCTest
@testable import Cart

@MainActor
final class CartInteractorTests: XCTestCase {
    private var output: CartInteractorOutputSpy!
    private var cartFetcher: CartFetcherMock!
    private var sut: CartInteractor!

    override func setUp() async throws {
        output = CartInteractorOutputSpy()
        cartFetcher = CartFetcherMock()
        sut = CartInteractor(cartFetcher: cartFetcher)
        sut.output = output
    }

    override func tearDown() async throws {
        output = nil
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
