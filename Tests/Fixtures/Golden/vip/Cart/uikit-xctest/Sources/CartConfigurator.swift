// Created by archgen from Cart.archgen. Yours to edit.

import Foundation
#if canImport(UIKit)
import UIKit
#endif

/// Builds the scene: the interactor, the presenter and the router, linked
/// around a view controller.
@MainActor
enum CartConfigurator {
    /// Builds the scene's actors, then the view controller `makeViewController`
    /// makes with its interactor and router, which owns the scene.
    static func configure<ViewType: CartDisplayLogic>(
        viewController makeViewController: (any CartBusinessLogic, any CartDataPassing) -> ViewType,
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
    ) -> (viewController: ViewType, interactor: CartInteractor, router: CartRouter) {
        let presenter = CartPresenter()
        let interactor = CartInteractor(
            presenter: presenter,
            cartFetcher: cartFetcher,
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
        let router = CartRouter()
        let viewController = makeViewController(interactor, router)
        presenter.viewController = viewController
        router.view = viewController
        router.dataStore = interactor
        return (viewController, interactor, router)
    }
}

#if canImport(UIKit)
extension CartConfigurator {
    /// The scene's entry point: its view controller, every actor linked.
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
        let scene = configure(
            viewController: { CartViewController(interactor: $0, router: $1) },
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
        return scene.viewController
    }
}
#endif
