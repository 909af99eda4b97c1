// Created by archgen from SignIn.archgen. Yours to edit.

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
    /// Builds the scene's actors, then the view controller `makeViewController`
    /// makes with its interactor and router, which owns the scene.
    static func configure<ViewType: SignInDisplayLogic>(
        viewController makeViewController: (
            any SignInBusinessLogic,
            any SignInRoutingLogic & SignInDataPassing
        ) -> ViewType,
        fetcher: any NetworkDataFetcher
    ) -> (viewController: ViewType, interactor: SignInInteractor, router: SignInRouter) {
        let presenter = SignInPresenter()
        let interactor = SignInInteractor(presenter: presenter, fetcher: fetcher)
        let router = SignInRouter()
        let viewController = makeViewController(interactor, router)
        presenter.viewController = viewController
        router.view = viewController
        router.dataStore = interactor
        return (viewController, interactor, router)
    }
}

#if canImport(UIKit)
extension SignInConfigurator {
    /// The scene's entry point: its view controller, every actor linked.
    static func create(fetcher: any NetworkDataFetcher) -> UIViewController {
        let scene = configure(viewController: { SignInViewController(interactor: $0, router: $1) }, fetcher: fetcher)
        return scene.viewController
    }
}
#endif
