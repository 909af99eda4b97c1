// Created by archgen from Cart.archgen. Yours to edit.

import Foundation
import XCTest
@testable import Cart

@MainActor
final class CartRouterTests: XCTestCase {
    func testAssembleLinksEveryActor() async throws {
        // Given
        let view = CartViewSpy()
        let lines: [CartLine] = [CartLine(sku: "sku", quantity: 1)]
        let coupons: Set<String> = ["coupons"]
        let tags: [String: Int] = ["tags": 1]
        let onClose: (() -> Void)? = {}
        let failure: (any Error)? = CancellationError()
        let tip: Decimal = Decimal(string: "1.5")!
        let ratio: Float = 1.5
        let rating: UInt8 = 1
        let initial: Character = "a"
        let onFinish: @Sendable (Bool) -> Void = { _ in }
        let pair: (Int, String) = (1, "pair1")
        let anything: Any = "anything"
        let range: ClosedRange<Int> = 0...1
        let state: CartState = .empty
        let cartFetcher = CartFetcherMock()

        // When
        let module = CartRouter.assemble(
            view: { _ in view },
            lines: lines,
            coupons: coupons,
            tags: tags,
            onClose: onClose,
            failure: failure,
            tip: tip,
            ratio: ratio,
            rating: rating,
            initial: initial,
            onFinish: onFinish,
            pair: pair,
            anything: anything,
            range: range,
            state: state,
            cartFetcher: cartFetcher
        )

        // Then
        let interactor = try XCTUnwrap(module.presenter.interactor as? CartInteractor)
        XCTAssertIdentical(module.presenter.view, view)
        XCTAssertIdentical(interactor.output, module.presenter)
        XCTAssertEqual(module.presenter.lines, lines)
        XCTAssertEqual(module.presenter.coupons, coupons)
        XCTAssertEqual(module.presenter.tags, tags)
        XCTAssertEqual(module.presenter.tip, tip)
        XCTAssertEqual(module.presenter.ratio, ratio)
        XCTAssertEqual(module.presenter.rating, rating)
        XCTAssertEqual(module.presenter.initial, initial)
        XCTAssertIdentical(interactor.cartFetcher as? CartFetcherMock, cartFetcher)
    }

    func testModuleIsReleasedWithItsView() async throws {
        // Given
        weak var weakView: CartViewSpy?
        weak var weakPresenter: CartPresenter?
        weak var weakInteractor: CartInteractor?

        // When
        do {
            let view = CartViewSpy()
            let lines: [CartLine] = [CartLine(sku: "sku", quantity: 1)]
            let coupons: Set<String> = ["coupons"]
            let tags: [String: Int] = ["tags": 1]
            let onClose: (() -> Void)? = {}
            let failure: (any Error)? = CancellationError()
            let tip: Decimal = Decimal(string: "1.5")!
            let ratio: Float = 1.5
            let rating: UInt8 = 1
            let initial: Character = "a"
            let onFinish: @Sendable (Bool) -> Void = { _ in }
            let pair: (Int, String) = (1, "pair1")
            let anything: Any = "anything"
            let range: ClosedRange<Int> = 0...1
            let state: CartState = .empty
            let cartFetcher = CartFetcherMock()
            let module = CartRouter.assemble(
                view: { _ in view },
                lines: lines,
                coupons: coupons,
                tags: tags,
                onClose: onClose,
                failure: failure,
                tip: tip,
                ratio: ratio,
                rating: rating,
                initial: initial,
                onFinish: onFinish,
                pair: pair,
                anything: anything,
                range: range,
                state: state,
                cartFetcher: cartFetcher
            )
            let interactor = try XCTUnwrap(module.presenter.interactor as? CartInteractor)
            weakView = view
            weakPresenter = module.presenter
            weakInteractor = interactor
        }

        // Then
        XCTAssertNil(weakView)
        XCTAssertNil(weakPresenter)
        XCTAssertNil(weakInteractor)
    }
}
