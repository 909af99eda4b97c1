// Created by archgen from ItemsDetails.archgen. Yours to edit.

import Foundation
#if canImport(UIKit)
import UIKit
#endif

/// Builds the module and navigates from its scene.
@MainActor
final class ItemsDetailsNavigator {
    /// The module's scene, held weakly: the scene owns the module.
    weak var scene: (any ItemsDetails_DisplayUI)?

    /// Builds the module's actors, then the scene `makeUI` makes with its
    /// director, which keeps them alive.
    static func assemble<ViewType: ItemsDetails_DisplayUI>(
        ui makeUI: (any ItemsDetails_HandleUIEvents) -> ViewType,
        item: Item
    ) -> (ui: ViewType, director: ItemsDetailsDirector) {
        let worker = ItemsDetailsWorker()
        let navigator = ItemsDetailsNavigator()
        let director = ItemsDetailsDirector(dataManager: worker, navigator: navigator, item: item)
        let ui = makeUI(director)
        director.ui = ui
        navigator.scene = ui
        return (ui, director)
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
    static func makeModule(with item: Item) -> UIViewController {
        let module = assemble(ui: { ItemsDetailsScene(eventsHandler: $0) }, item: item)
        return module.ui
    }

    /// The view controller to navigate from.
    var viewController: UIViewController? {
        scene as? UIViewController
    }
}
#endif
