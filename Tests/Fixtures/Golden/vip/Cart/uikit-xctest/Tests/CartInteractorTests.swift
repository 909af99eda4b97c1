// Created by archgen from Cart.archgen. Yours to edit.

import Foundation
import XCTest
@testable import Cart

@MainActor
final class CartInteractorTests: XCTestCase {
    private var presenter: CartPresentationLogicSpy!
    private var cartFetcher: CartFetcherMock!
    private var sut: CartInteractor!

    override func setUp() async throws {
        presenter = CartPresentationLogicSpy()
        cartFetcher = CartFetcherMock()
        sut = CartInteractor(
            presenter: presenter,
            cartFetcher: cartFetcher,
            lines: [CartLine(sku: "sku", quantity: 1)],
            coupons: ["coupons"],
            tags: ["tags": 1],
            onClose: {},
            failure: CancellationError(),
            tip: Decimal(string: "1.5")!,
            ratio: 1.5,
            rating: 1,
            initial: "a",
            onFinish: { _ in },
            pair: (1, "pair1"),
            anything: "anything",
            range: 0...1,
            state: .empty
        )
    }

    override func tearDown() async throws {
        presenter = nil
        cartFetcher = nil
        sut = nil
    }

    func testKeepsItsOnClose() async {
        // Then
        XCTAssertNotNil(sut.onClose)
    }

    func testKeepsItsFailure() async {
        // Then
        XCTAssertNotNil(sut.failure)
    }
}
