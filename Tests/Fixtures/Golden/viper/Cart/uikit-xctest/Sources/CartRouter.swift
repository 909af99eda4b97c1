// Created by archgen from Cart.archgen. Yours to edit.

import Foundation
#if canImport(UIKit)
import UIKit
#endif

/// Builds the module: it has no routes, so no router is kept.
@MainActor
final class CartRouter {
    /// Builds the module's actors, then the view `makeView` makes with its
    /// presenter, which keeps them alive.
    @discardableResult
    static func assemble<ViewType: CartView>(
        view makeView: (any CartPresentation) -> ViewType,
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
    ) -> (view: ViewType, presenter: CartPresenter) {
        let interactor = CartInteractor(cartFetcher: cartFetcher)
        let presenter = CartPresenter(
            interactor: interactor,
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
        let view = makeView(presenter)
        presenter.view = view
        interactor.output = presenter
        return (view, presenter)
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
        let module = assemble(
            view: { CartViewController(presenter: $0) },
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
        return module.view
    }
}
#endif
