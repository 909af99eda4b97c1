// Created by archgen from Cart.archgen. Yours to edit.

import Foundation
import XCTest
@testable import Cart

@MainActor
final class CartInteractorTests: XCTestCase {
    private var sut: CartInteractor!
    private var presenter: CartPresentationLogicSpy!
    private var cartFetcher: CartFetcherMock!

    override func setUp() async throws {
        sut = CartInteractor()
        presenter = CartPresentationLogicSpy()
        cartFetcher = CartFetcherMock()
        sut.presenter = presenter
        sut.cartFetcher = cartFetcher
    }

    override func tearDown() async throws {
        sut = nil
        presenter = nil
        cartFetcher = nil
    }

    func testKeepsItsPresenter() async {
        // Given
        var presenter: CartPresentationLogicSpy? = CartPresentationLogicSpy()
        sut.presenter = presenter

        // When
        presenter = nil

        // Then
        XCTAssertNotNil(sut.presenter)
    }
}
