// Created by archgen from Cart.archgen. Yours to edit.

import Foundation
#if canImport(UIKit)
import UIKit
#endif

/// Builds the module: it has no routes, so no navigator is kept.
@preconcurrency @MainActor
final class CartNavigator {
    /// Links the module's actors around `ui` and returns the director, which
    /// the caller keeps (a scene keeps it as its `eventsHandler`).
    /// Free of UIKit and SwiftUI, so the wiring is tested on any platform.
    static func assemble(
        ui: some Cart_DisplayUI,
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
    ) -> CartDirector {
        let director = CartDirector(
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
        let worker = CartWorker(cartFetcher: cartFetcher)
        director.ui = ui
        director.dataManager = worker
        worker.presenter = director
        return director
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
    ) -> CartScene {
        let scene = CartScene()
        scene.eventsHandler = assemble(
            ui: scene,
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
        return scene
    }
}
#endif
