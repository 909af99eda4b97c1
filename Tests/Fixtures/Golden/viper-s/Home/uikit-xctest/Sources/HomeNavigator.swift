// Created by archgen from Home.archgen. Yours to edit.

import Foundation
#if canImport(UIKit)
import UIKit
#endif

/// Builds the module and navigates from its scene.
@MainActor
final class HomeNavigator {
    /// The module's scene, held weakly: the scene owns the module.
    weak var scene: (any Home_DisplayUI)?

    /// Builds the module's actors, then the scene `makeUI` makes with its
    /// director, which keeps them alive.
    static func assemble<ViewType: Home_DisplayUI>(
        ui makeUI: (any Home_HandleUIEvents) -> ViewType
    ) -> (ui: ViewType, director: HomeDirector) {
        let worker = HomeWorker()
        let navigator = HomeNavigator()
        let director = HomeDirector(dataManager: worker, navigator: navigator)
        let ui = makeUI(director)
        director.ui = ui
        worker.presenter = director
        navigator.scene = ui
        return (ui, director)
    }
}

// MARK: - Home_Navigate

extension HomeNavigator: Home_Navigate {
    func close() {
        #if canImport(UIKit)
        guard let viewController else { return }
        if viewController.presentingViewController != nil {
            viewController.dismiss(animated: true)
        } else {
            viewController.navigationController?.popViewController(animated: true)
        }
        #endif
    }
}

#if canImport(UIKit)
extension HomeNavigator {
    /// The module's entry point: its scene, every actor linked.
    static func makeModule() -> UIViewController {
        let module = assemble(ui: { HomeScene(eventsHandler: $0) })
        return module.ui
    }

    /// The view controller to navigate from.
    var viewController: UIViewController? {
        scene as? UIViewController
    }
}
#endif
