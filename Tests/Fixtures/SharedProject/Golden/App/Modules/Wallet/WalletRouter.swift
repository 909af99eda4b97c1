// Created by archgen from Wallet.archgen. Yours to edit.

import Foundation

final class WalletRouter: WalletRoutable {
    /// The module's view, held weakly: the view owns the module.
    weak var view: (any WalletView)?

    /// Links the module's actors around `view`, which keeps them alive.
    /// Free of UIKit and SwiftUI, so the wiring is tested on any platform.
    @discardableResult
    static func assemble(
        view: some WalletView,
        account: Account,
        finance: any FinanceService,
        analytics: any Analytics
    ) -> WalletPresenter {
        let presenter = WalletPresenter()
        let interactor = WalletInteractor()
        let router = WalletRouter()
        view.presenter = presenter
        presenter.view = view
        presenter.interactor = interactor
        presenter.router = router
        presenter.account = account
        interactor.output = presenter
        interactor.finance = finance
        interactor.analytics = analytics
        router.view = view
        return presenter
    }
}
