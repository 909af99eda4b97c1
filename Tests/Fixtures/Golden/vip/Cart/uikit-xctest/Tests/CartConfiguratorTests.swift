// Created by archgen from Cart.archgen. Yours to edit.

import Foundation
import XCTest
@testable import Cart

@MainActor
final class CartConfiguratorTests: XCTestCase {
    func testConfigureLinksEveryActor() async throws {
        // Given
        let viewController = CartDisplayLogicSpy()
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
        let scene = CartConfigurator.configure(
            viewController: { _, _ in viewController },
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
        let presenter = try XCTUnwrap(scene.interactor.presenter as? CartPresenter)
        XCTAssertIdentical(presenter.viewController, viewController)
        XCTAssertIdentical(scene.router.view, viewController)
        XCTAssertIdentical(scene.router.dataStore, scene.interactor)
        XCTAssertEqual(scene.interactor.lines, lines)
        XCTAssertEqual(scene.interactor.coupons, coupons)
        XCTAssertEqual(scene.interactor.tags, tags)
        XCTAssertEqual(scene.interactor.tip, tip)
        XCTAssertEqual(scene.interactor.ratio, ratio)
        XCTAssertEqual(scene.interactor.rating, rating)
        XCTAssertEqual(scene.interactor.initial, initial)
        XCTAssertIdentical(scene.interactor.cartFetcher as? CartFetcherMock, cartFetcher)
    }

    func testSceneIsReleasedWithItsViewController() async throws {
        // Given
        weak var weakViewController: CartDisplayLogicSpy?
        weak var weakInteractor: CartInteractor?
        weak var weakPresenter: CartPresenter?
        weak var weakRouter: CartRouter?

        // When
        do {
            let viewController = CartDisplayLogicSpy()
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
            let scene = CartConfigurator.configure(
                viewController: { _, _ in viewController },
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
            let presenter = try XCTUnwrap(scene.interactor.presenter as? CartPresenter)
            weakViewController = viewController
            weakInteractor = scene.interactor
            weakPresenter = presenter
            weakRouter = scene.router
        }

        // Then
        XCTAssertNil(weakViewController)
        XCTAssertNil(weakInteractor)
        XCTAssertNil(weakPresenter)
        XCTAssertNil(weakRouter)
    }
}
