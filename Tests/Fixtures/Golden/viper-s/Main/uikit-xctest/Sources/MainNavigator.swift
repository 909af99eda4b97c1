// Created by archgen from Main.archgen. Yours to edit.

import Foundation
#if canImport(UIKit)
import UIKit
#endif

/// Builds the module and navigates from its scene.
@preconcurrency @MainActor
final class MainNavigator {
    /// The module's scene, held weakly: the scene owns the module.
    weak var scene: (any Main_DisplayUI)?

    /// Links the module's actors around `ui` and returns the director, which
    /// the caller keeps (a scene keeps it as its `eventsHandler`).
    /// Free of UIKit and SwiftUI, so the wiring is tested on any platform.
    static func assemble(ui: some Main_DisplayUI, storage: any Storage) -> MainDirector {
        let director = MainDirector()
        let worker = MainWorker()
        let navigator = MainNavigator()
        director.ui = ui
        director.dataManager = worker
        director.navigator = navigator
        worker.presenter = director
        worker.storage = storage
        navigator.scene = ui
        return director
    }
}

// MARK: - Main_Navigate

extension MainNavigator: Main_Navigate {}

#if canImport(UIKit)
extension MainNavigator {
    /// The module's entry point: its scene, every actor linked.
    static func makeModule(storage: any Storage) -> MainScene {
        let scene = MainScene()
        scene.eventsHandler = assemble(ui: scene, storage: storage)
        return scene
    }

    /// The view controller to navigate from.
    var viewController: UIViewController? {
        scene as? UIViewController
    }
}
#endif
