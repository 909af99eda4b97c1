// Created by archgen from Wallet.archgen. Yours to edit.

import Foundation

@MainActor
final class WalletPresenter: WalletPresentation {
    weak var view: (any WalletView)?
    let interactor: any WalletInteraction
    let account: Account

    init(interactor: any WalletInteraction, account: Account) {
        self.interactor = interactor
        self.account = account
    }

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
