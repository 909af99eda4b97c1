// Created by archgen from ItemsList.archgen. Yours to edit.

import Foundation
#if canImport(SwiftUI)
import SwiftUI
#endif

/// Builds the module and navigates from its scene.
@MainActor
final class ItemsListNavigator {
    /// The module's scene, held weakly: the scene owns the module.
    weak var scene: (any ItemsList_DisplayUI)?

    /// Builds the module's actors, then the scene `makeUI` makes with its
    /// director, which keeps them alive.
    static func assemble<ViewType: ItemsList_DisplayUI>(
        ui makeUI: (any ItemsList_HandleUIEvents) -> ViewType
    ) -> (ui: ViewType, director: ItemsListDirector) {
        let worker = ItemsListWorker()
        let navigator = ItemsListNavigator()
        let director = ItemsListDirector(dataManager: worker, navigator: navigator)
        let ui = makeUI(director)
        director.ui = ui
        worker.presenter = director
        navigator.scene = ui
        return (ui, director)
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

#if canImport(SwiftUI)
extension ItemsListNavigator {
    /// The module's entry point: its scene, every actor linked.
    static func makeModule() -> ItemsListScene {
        let module = assemble(ui: { ItemsListSceneModel(eventsHandler: $0) })
        return ItemsListScene(model: module.ui)
    }
}
#endif
