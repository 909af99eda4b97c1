// Created by archgen from Wallet.archgen. Yours to edit.

import Foundation

final class WalletPresenter: WalletPresentation {
    weak var view: (any WalletView)?
    var interactor: (any WalletInteraction)!
    var account: Account!

    func viewDidLoad() {
        // TODO: Ask the interactor.
    }
}

// MARK: - WalletInteractorOutput

extension WalletPresenter: WalletInteractorOutput {
    func didLoad(balance: Money) {
        // TODO: Update the view.
    }

    func didFail(error: Error) {
        // TODO: Update the view.
    }
}
