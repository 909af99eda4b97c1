// Created by archgen from ItemsDetails.archgen. Yours to edit.

import Foundation
#if canImport(UIKit)
import UIKit
#endif

/// Builds the module and navigates from its scene.
@preconcurrency @MainActor
final class ItemsDetailsNavigator {
    /// The module's scene, held weakly: the scene owns the module.
    weak var scene: (any ItemsDetails_DisplayUI)?

    /// Links the module's actors around `ui` and returns the director, which
    /// the caller keeps (a scene keeps it as its `eventsHandler`).
    /// Free of UIKit and SwiftUI, so the wiring is tested on any platform.
    static func assemble(ui: some ItemsDetails_DisplayUI, item: Item) -> ItemsDetailsDirector {
        let director = ItemsDetailsDirector(item: item)
        let worker = ItemsDetailsWorker()
        let navigator = ItemsDetailsNavigator()
        director.ui = ui
        director.dataManager = worker
        director.navigator = navigator
        navigator.scene = ui
        return director
    }
}

// MARK: - ItemsDetails_Navigate

extension ItemsDetailsNavigator: ItemsDetails_Navigate {
    func goBack() {
        // TODO: Navigate.
    }
}

#if canImport(UIKit)
extension ItemsDetailsNavigator {
    /// The module's entry point: its scene, every actor linked.
    static func makeModule(with item: Item) -> ItemsDetailsScene {
        let scene = ItemsDetailsScene()
        scene.eventsHandler = assemble(ui: scene, item: item)
        return scene
    }

    /// The view controller to navigate from.
    var viewController: UIViewController? {
        scene as? UIViewController
    }
}
#endif
