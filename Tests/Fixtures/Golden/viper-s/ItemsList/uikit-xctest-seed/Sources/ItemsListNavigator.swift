// Created by archgen from ItemsList.archgen. Yours to edit.

import Foundation
#if canImport(UIKit)
import UIKit
#endif

/// Builds the module and navigates from its scene.
@preconcurrency @MainActor
final class ItemsListNavigator {
    /// The module's scene, held weakly: the scene owns the module.
    weak var scene: (any ItemsList_DisplayUI)?

    /// Links the module's actors around `ui` and returns the director, which
    /// the caller keeps (a scene keeps it as its `eventsHandler`).
    static func assemble(ui: some ItemsList_DisplayUI) -> ItemsListDirector {
        let director = ItemsListDirector()
        let worker = ItemsListWorker()
        let navigator = ItemsListNavigator()
        director.ui = ui
        director.dataManager = worker
        director.navigator = navigator
        worker.presenter = director
        navigator.scene = ui
        return director
    }
}

// MARK: - ItemsList_Navigate

extension ItemsListNavigator: ItemsList_Navigate {
    func gotoDetail(for item: Item) {
        // TODO: Navigate.
    }

    func gotoAddItem(with delegate: ItemsAdd_Delegate?) {
        // TODO: Navigate.
    }

    func goBack() {
        // TODO: Navigate.
    }
}

#if canImport(UIKit)
extension ItemsListNavigator {
    /// The module's entry point: its scene, every actor linked.
    static func makeModule() -> ItemsListScene {
        let scene = ItemsListScene()
        scene.eventsHandler = assemble(ui: scene)
        return scene
    }

    /// The view controller to navigate from.
    var viewController: UIViewController? {
        scene as? UIViewController
    }
}
#endif
