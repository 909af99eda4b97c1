// Created by archgen from SignIn.archgen. Yours to edit.

import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
#if canImport(UIKit)
import UIKit
#endif

@preconcurrency @MainActor
final class SignInRouter: SignInRoutable {
    /// The module's view, held weakly: the view owns the module.
    weak var view: (any SignInView)?

    /// Links the module's actors around `view`, which keeps them alive.
    @discardableResult
    static func assemble(view: some SignInView, fetcher: any NetworkDataFetcher) -> SignInPresenter {
        let presenter = SignInPresenter()
        let interactor = SignInInteractor()
        let router = SignInRouter()
        view.presenter = presenter
        presenter.view = view
        presenter.interactor = interactor
        presenter.router = router
        interactor.output = presenter
        interactor.fetcher = fetcher
        router.view = view
        return presenter
    }

    func showAlert(for error: Error) {
        // TODO: Navigate.
    }
}

#if canImport(UIKit)
extension SignInRouter {
    /// The module's entry point: its view controller, every actor linked.
    static func create(fetcher: any NetworkDataFetcher) -> UIViewController {
        let viewController = SignInViewController()
        assemble(view: viewController, fetcher: fetcher)
        return viewController
    }

    /// The view controller to navigate from.
    var viewController: UIViewController? {
        view as? UIViewController
    }
}
#endif
