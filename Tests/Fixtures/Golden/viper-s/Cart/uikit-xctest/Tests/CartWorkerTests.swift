// Created by archgen from Cart.archgen. Yours to edit.

import Foundation
import XCTest
@testable import Cart

@MainActor
final class CartWorkerTests: XCTestCase {
    private var cartFetcher: CartFetcherMock!
    private var sut: CartWorker!

    override func setUp() async throws {
        cartFetcher = CartFetcherMock()
        sut = CartWorker(cartFetcher: cartFetcher)
    }

    override func tearDown() async throws {
        cartFetcher = nil
        sut = nil
    }

    func testDoesNotRetainItsPresenter() async {
        // Given
        var presenter: Cart_PresentDataSpy? = Cart_PresentDataSpy()
        sut.presenter = presenter

        // When
        presenter = nil

        // Then
        XCTAssertNil(sut.presenter)
    }
}
