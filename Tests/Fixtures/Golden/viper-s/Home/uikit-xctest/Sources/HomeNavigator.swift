// Created by archgen from Home.archgen. Yours to edit.
// The Home screen.

import Foundation
#if canImport(UIKit)
import UIKit
#endif

/// Builds the module and navigates from its scene.
@preconcurrency @MainActor
final class HomeNavigator {
    /// The module's scene, held weakly: the scene owns the module.
    weak var scene: (any Home_DisplayUI)?

    /// Links the module's actors around `ui` and returns the director, which
    /// the caller keeps (a scene keeps it as its `eventsHandler`).
    /// Free of UIKit and SwiftUI, so the wiring is tested on any platform.
    static func assemble(ui: some Home_DisplayUI) -> HomeDirector {
        let director = HomeDirector()
        let worker = HomeWorker()
        let navigator = HomeNavigator()
        director.ui = ui
        director.dataManager = worker
        director.navigator = navigator
        worker.presenter = director
        navigator.scene = ui
        return director
    }
}

// MARK: - Home_Navigate

extension HomeNavigator: Home_Navigate {
    func close() {
        // TODO: Navigate.
    }
}

#if canImport(UIKit)
extension HomeNavigator {
    /// The module's entry point: its scene, every actor linked.
    static func makeModule() -> HomeScene {
        let scene = HomeScene()
        scene.eventsHandler = assemble(ui: scene)
        return scene
    }

    /// The view controller to navigate from.
    var viewController: UIViewController? {
        scene as? UIViewController
    }
}
#endif
