// Created by archgen from Main.archgen. Yours to edit.

import Foundation
#if canImport(UIKit)
import UIKit
#endif

/// Builds the module: it has no routes, so no navigator is kept.
@MainActor
final class MainNavigator {
    /// Builds the module's actors, then the scene `makeUI` makes with its
    /// director, which keeps them alive.
    static func assemble<ViewType: Main_DisplayUI>(
        ui makeUI: (any Main_HandleUIEvents) -> ViewType,
        storage: any Storage
    ) -> (ui: ViewType, director: MainDirector) {
        let worker = MainWorker(storage: storage)
        let director = MainDirector(dataManager: worker)
        let ui = makeUI(director)
        director.ui = ui
        worker.presenter = director
        return (ui, director)
    }
}

#if canImport(UIKit)
extension MainNavigator {
    /// The module's entry point: its scene, every actor linked.
    static func makeModule(storage: any Storage) -> UIViewController {
        let module = assemble(ui: { MainScene(eventsHandler: $0) }, storage: storage)
        return module.ui
    }
}
#endif
