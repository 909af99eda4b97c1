// Created by archgen from Main.archgen. Yours to edit.

import Foundation
#if canImport(UIKit)
import UIKit
#endif

/// Builds the module: it has no routes, so no navigator is kept.
@preconcurrency @MainActor
final class MainNavigator {
    /// Links the module's actors around `ui` and returns the director, which
    /// the caller keeps (a scene keeps it as its `eventsHandler`).
    /// Free of UIKit and SwiftUI, so the wiring is tested on any platform.
    static func assemble(ui: some Main_DisplayUI, storage: any Storage) -> MainDirector {
        let director = MainDirector()
        let worker = MainWorker(storage: storage)
        director.ui = ui
        director.dataManager = worker
        worker.presenter = director
        return director
    }
}

#if canImport(UIKit)
extension MainNavigator {
    /// The module's entry point: its scene, every actor linked.
    static func makeModule(storage: any Storage) -> MainScene {
        let scene = MainScene()
        scene.eventsHandler = assemble(ui: scene, storage: storage)
        return scene
    }
}
#endif
