// Created by archgen from Wallet.archgen. Yours to edit.

import Foundation

/// Builds the module: it has no routes, so no router is kept.
@preconcurrency @MainActor
final class WalletRouter {
    /// Links the module's actors around `view`, which keeps them alive.
    /// Free of UIKit and SwiftUI, so the wiring is tested on any platform.
    @discardableResult
    static func assemble(
        view: some WalletView,
        account: Account,
        finance: any FinanceService,
        analytics: any Analytics
    ) -> WalletPresenter {
        let presenter = WalletPresenter(account: account)
        let interactor = WalletInteractor(finance: finance, analytics: analytics)
        view.presenter = presenter
        presenter.view = view
        presenter.interactor = interactor
        interactor.output = presenter
        return presenter
    }
}
