// Created by archgen from SignIn.archgen. Yours to edit.
// Signs a user in with a username.

import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
#if canImport(UIKit)
import UIKit
#endif

/// Builds the module and navigates from its scene.
@preconcurrency @MainActor
final class SignInNavigator {
    /// The module's scene, held weakly: the scene owns the module.
    weak var scene: (any SignIn_DisplayUI)?

    /// Links the module's actors around `ui` and returns the director, which
    /// the caller keeps (a scene keeps it as its `eventsHandler`).
    /// Free of UIKit and SwiftUI, so the wiring is tested on any platform.
    static func assemble(ui: some SignIn_DisplayUI, fetcher: any NetworkDataFetcher) -> SignInDirector {
        let director = SignInDirector()
        let worker = SignInWorker(fetcher: fetcher)
        let navigator = SignInNavigator()
        director.ui = ui
        director.dataManager = worker
        director.navigator = navigator
        worker.presenter = director
        navigator.scene = ui
        return director
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
    static func makeModule(fetcher: any NetworkDataFetcher) -> SignInScene {
        let scene = SignInScene()
        scene.eventsHandler = assemble(ui: scene, fetcher: fetcher)
        return scene
    }

    /// The view controller to navigate from.
    var viewController: UIViewController? {
        scene as? UIViewController
    }
}
#endif
