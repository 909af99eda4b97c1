// Created by archgen from SignIn.archgen. Yours to edit.
// Signs a user in with a username.

import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
#if canImport(UIKit)
import UIKit
#endif

/// Builds the scene: the interactor, the presenter and the router, linked
/// around a view controller.
@MainActor
enum SignInConfigurator {
    /// Links the scene's actors around `viewController`, which owns the scene:
    /// it keeps the interactor and the router returned.
    /// Free of UIKit and SwiftUI, so the wiring is tested on any platform.
    static func configure(
        viewController: some SignInDisplayLogic,
        fetcher: any NetworkDataFetcher
    ) -> (interactor: SignInInteractor, router: SignInRouter) {
        let interactor = SignInInteractor(fetcher: fetcher)
        let presenter = SignInPresenter()
        let router = SignInRouter()
        interactor.presenter = presenter
        presenter.viewController = viewController
        router.viewController = viewController
        router.dataStore = interactor
        return (interactor, router)
    }
}

#if canImport(UIKit)
extension SignInConfigurator {
    /// The scene's entry point: its view controller, every actor linked.
    static func create(fetcher: any NetworkDataFetcher) -> SignInViewController {
        let viewController = SignInViewController()
        let scene = configure(viewController: viewController, fetcher: fetcher)
        viewController.interactor = scene.interactor
        viewController.router = scene.router
        return viewController
    }
}
#endif
