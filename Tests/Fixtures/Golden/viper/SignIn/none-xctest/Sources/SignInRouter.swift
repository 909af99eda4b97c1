// Created by archgen from SignIn.archgen. Yours to edit.
// Signs a user in with a username.

import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

@preconcurrency @MainActor
final class SignInRouter: SignInRoutable {
    /// The module's view, held weakly: the view owns the module.
    weak var view: (any SignInView)?

    /// Links the module's actors around `view`, which keeps them alive.
    /// Free of UIKit and SwiftUI, so the wiring is tested on any platform.
    @discardableResult
    static func assemble(view: some SignInView, fetcher: any NetworkDataFetcher) -> SignInPresenter {
        let presenter = SignInPresenter()
        let interactor = SignInInteractor(fetcher: fetcher)
        let router = SignInRouter()
        view.presenter = presenter
        presenter.view = view
        presenter.interactor = interactor
        presenter.router = router
        interactor.output = presenter
        router.view = view
        return presenter
    }

    func showAlert(for error: Error) {
        // TODO: Navigate.
    }
}
