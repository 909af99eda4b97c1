// Created by archgen from Wallet.archgen. Yours to edit.

import Foundation

/// Builds the module: it has no routes, so no router is kept.
@MainActor
final class WalletRouter {
    /// Builds the module's actors, then the view `makeView` makes with its
    /// presenter, which keeps them alive.
    @discardableResult
    static func assemble<ViewType: WalletView>(
        view makeView: (any WalletPresentation) -> ViewType,
        account: Account,
        finance: any FinanceService,
        analytics: any Analytics
    ) -> (view: ViewType, presenter: WalletPresenter) {
        let interactor = WalletInteractor(finance: finance, analytics: analytics)
        let presenter = WalletPresenter(interactor: interactor, account: account)
        let view = makeView(presenter)
        presenter.view = view
        interactor.output = presenter
        return (view, presenter)
    }
}
