// Created by archgen from SignIn.archgen. Yours to edit.

import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
#if canImport(SwiftUI)
import SwiftUI
#endif

@MainActor
final class SignInRouter: SignInRoutable {
    /// The module's view, held weakly: the view owns the module.
    weak var view: (any SignInView)?

    /// Builds the module's actors, then the view `makeView` makes with its
    /// presenter, which keeps them alive.
    @discardableResult
    static func assemble<ViewType: SignInView>(
        view makeView: (any SignInPresentation) -> ViewType,
        fetcher: any NetworkDataFetcher
    ) -> (view: ViewType, presenter: SignInPresenter) {
        let interactor = SignInInteractor(fetcher: fetcher)
        let router = SignInRouter()
        let presenter = SignInPresenter(interactor: interactor, router: router)
        let view = makeView(presenter)
        presenter.view = view
        interactor.output = presenter
        router.view = view
        return (view, presenter)
    }

    func showAlert(for error: Error) {
        // TODO: Navigate.
    }
}

#if canImport(SwiftUI)
extension SignInRouter {
    /// The module's entry point: its screen, every actor linked.
    static func create(fetcher: any NetworkDataFetcher) -> SignInScreen {
        let module = assemble(view: { SignInScreenModel(presenter: $0) }, fetcher: fetcher)
        return SignInScreen(model: module.view)
    }
}
#endif
