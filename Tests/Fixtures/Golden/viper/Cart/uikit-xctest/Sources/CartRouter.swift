// Created by archgen from Cart.archgen. Yours to edit.

import Foundation
#if canImport(UIKit)
import UIKit
#endif

/// Builds the module: it has no routes, so no router is kept.
@preconcurrency @MainActor
final class CartRouter {
    /// Links the module's actors around `view`, which keeps them alive.
    /// Free of UIKit and SwiftUI, so the wiring is tested on any platform.
    @discardableResult
    static func assemble(
        view: some CartView,
        lines: [CartLine],
        coupons: Set<String>,
        tags: [String: Int],
        onClose: (() -> Void)?,
        failure: (any Error)?,
        tip: Decimal,
        ratio: Float,
        rating: UInt8,
        initial: Character,
        onFinish: @escaping @Sendable (Bool) -> Void,
        pair: (Int, String),
        anything: Any,
        range: ClosedRange<Int>,
        state: CartState,
        cartFetcher: any CartFetcher
    ) -> CartPresenter {
        let presenter = CartPresenter(
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
            state: state
        )
        let interactor = CartInteractor(cartFetcher: cartFetcher)
        view.presenter = presenter
        presenter.view = view
        presenter.interactor = interactor
        interactor.output = presenter
        return presenter
    }
}

#if canImport(UIKit)
extension CartRouter {
    /// The module's entry point: its view controller, every actor linked.
    static func create(
        lines: [CartLine],
        coupons: Set<String>,
        tags: [String: Int],
        onClose: (() -> Void)?,
        failure: (any Error)?,
        tip: Decimal,
        ratio: Float,
        rating: UInt8,
        initial: Character,
        onFinish: @escaping @Sendable (Bool) -> Void,
        pair: (Int, String),
        anything: Any,
        range: ClosedRange<Int>,
        state: CartState,
        cartFetcher: any CartFetcher
    ) -> UIViewController {
        let viewController = CartViewController()
        assemble(
            view: viewController,
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
        return viewController
    }
}
#endif
