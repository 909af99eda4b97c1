// Created by archgen from Wallet.archgen. Yours to edit.

import Foundation

@MainActor
final class WalletInteractor: WalletInteraction {
    weak var output: (any WalletInteractorOutput)?
    let finance: any FinanceService
    let analytics: any Analytics

    init(finance: any FinanceService, analytics: any Analytics) {
        self.finance = finance
        self.analytics = analytics
    }

    func loadBalance(of account: Account) {
        // TODO: Do the work, then report to the output.
    }
}
