// Created by archgen from SignIn.archgen. Yours to edit.

import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
#if canImport(UIKit)
import UIKit
#endif

/// Builds the module and navigates from its scene.
@MainActor
final class SignInNavigator {
    /// The module's scene, held weakly: the scene owns the module.
    weak var scene: (any SignIn_DisplayUI)?

    /// Builds the module's actors, then the scene `makeUI` makes with its
    /// director, which keeps them alive.
    static func assemble<ViewType: SignIn_DisplayUI>(
        ui makeUI: (any SignIn_HandleUIEvents) -> ViewType,
        fetcher: any NetworkDataFetcher
    ) -> (ui: ViewType, director: SignInDirector) {
        let worker = SignInWorker(fetcher: fetcher)
        let navigator = SignInNavigator()
        let director = SignInDirector(dataManager: worker, navigator: navigator)
        let ui = makeUI(director)
        director.ui = ui
        worker.presenter = director
        navigator.scene = ui
        return (ui, director)
    }
}

// MARK: - SignIn_Navigate

extension SignInNavigator: SignIn_Navigate {
    func showAlert(for error: Error) {
        // TODO: Navigate.
    }
}

#if canImport(UIKit)
extension SignInNavigator {
    /// The module's entry point: its scene, every actor linked.
    static func makeModule(fetcher: any NetworkDataFetcher) -> UIViewController {
        let module = assemble(ui: { SignInScene(eventsHandler: $0) }, fetcher: fetcher)
        return module.ui
    }

    /// The view controller to navigate from.
    var viewController: UIViewController? {
        scene as? UIViewController
    }
}
#endif
