// Created by archgen from Cart.archgen. Yours to edit.

import Foundation
#if canImport(UIKit)
import UIKit
#endif

/// Builds the module: it has no routes, so no navigator is kept.
@MainActor
final class CartNavigator {
    /// Builds the module's actors, then the scene `makeUI` makes with its
    /// director, which keeps them alive.
    static func assemble<ViewType: Cart_DisplayUI>(
        ui makeUI: (any Cart_HandleUIEvents) -> ViewType,
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
    ) -> (ui: ViewType, director: CartDirector) {
        let worker = CartWorker(cartFetcher: cartFetcher)
        let director = CartDirector(
            dataManager: worker,
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
        let ui = makeUI(director)
        director.ui = ui
        worker.presenter = director
        return (ui, director)
    }
}

#if canImport(UIKit)
extension CartNavigator {
    /// The module's entry point: its scene, every actor linked.
    static func makeModule(
        with lines: [CartLine],
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
            ui: { CartScene(eventsHandler: $0) },
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
        return module.ui
    }
}
#endif
