// Created by archgen from Cart.archgen. Yours to edit.

import Foundation
import XCTest
@testable import Cart

@MainActor
final class CartNavigatorTests: XCTestCase {
    func testAssembleLinksEveryActor() async throws {
        // Given
        let ui = Cart_DisplayUISpy()
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
        let module = CartNavigator.assemble(
            ui: { _ in ui },
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
        let worker = try XCTUnwrap(module.director.dataManager as? CartWorker)
        XCTAssertIdentical(module.director.ui, ui)
        XCTAssertIdentical(worker.presenter, module.director)
        XCTAssertEqual(module.director.lines, lines)
        XCTAssertEqual(module.director.coupons, coupons)
        XCTAssertEqual(module.director.tags, tags)
        XCTAssertEqual(module.director.tip, tip)
        XCTAssertEqual(module.director.ratio, ratio)
        XCTAssertEqual(module.director.rating, rating)
        XCTAssertEqual(module.director.initial, initial)
        XCTAssertIdentical(worker.cartFetcher as? CartFetcherMock, cartFetcher)
    }

    func testModuleIsReleased() async throws {
        // Given
        weak var weakUI: Cart_DisplayUISpy?
        weak var weakDirector: CartDirector?
        weak var weakWorker: CartWorker?

        // When
        do {
            let ui = Cart_DisplayUISpy()
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
            let module = CartNavigator.assemble(
                ui: { _ in ui },
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
            let worker = try XCTUnwrap(module.director.dataManager as? CartWorker)
            weakUI = ui
            weakDirector = module.director
            weakWorker = worker
        }

        // Then
        XCTAssertNil(weakUI)
        XCTAssertNil(weakDirector)
        XCTAssertNil(weakWorker)
    }
}
