// Created by archgen from Cart.archgen. Yours to edit.

import Foundation
import XCTest
@testable import Cart

@MainActor
final class CartWorkerTests: XCTestCase {
    private var sut: CartWorker!
    private var presenter: Cart_PresentDataSpy!
    private var cartFetcher: CartFetcherMock!

    override func setUp() async throws {
        sut = CartWorker()
        presenter = Cart_PresentDataSpy()
        cartFetcher = CartFetcherMock()
        sut.presenter = presenter
        sut.cartFetcher = cartFetcher
    }

    override func tearDown() async throws {
        sut = nil
        presenter = nil
        cartFetcher = nil
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
