// Created by archgen from Cart.archgen. Yours to edit.

import Foundation
#if canImport(UIKit)
import UIKit
#endif

/// Builds the scene: the interactor, the presenter and the router, linked
/// around a view controller.
@MainActor
enum CartConfigurator {
    /// Links the scene's actors around `viewController`, which owns the scene:
    /// it keeps the interactor and the router returned.
    /// Free of UIKit and SwiftUI, so the wiring is tested on any platform.
    static func configure(
        viewController: some CartDisplayLogic,
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
    ) -> (interactor: CartInteractor, router: CartRouter) {
        let interactor = CartInteractor(
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
        let presenter = CartPresenter()
        let router = CartRouter()
        interactor.presenter = presenter
        presenter.viewController = viewController
        router.viewController = viewController
        router.dataStore = interactor
        return (interactor, router)
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
    ) -> CartViewController {
        let viewController = CartViewController()
        let scene = configure(
            viewController: viewController,
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
        viewController.interactor = scene.interactor
        viewController.router = scene.router
        return viewController
    }
}
#endif
