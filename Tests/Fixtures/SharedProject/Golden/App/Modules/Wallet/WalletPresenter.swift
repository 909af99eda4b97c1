// Created by archgen from Wallet.archgen. Yours to edit.

import Foundation

final class WalletPresenter: WalletPresentation {
    weak var view: (any WalletView)?
    var interactor: (any WalletInteraction)!
    var router: (any WalletRoutable)!
    var account: Account!

    func viewDidLoad() {
        // TODO: Ask the interactor or the router.
    }
}

// MARK: - WalletInteractorOutput

extension WalletPresenter: WalletInteractorOutput {
    func didLoad(balance: Money) {
        // TODO: Update the view or route.
    }

    func didFail(error: Error) {
        // TODO: Update the view or route.
    }
}
