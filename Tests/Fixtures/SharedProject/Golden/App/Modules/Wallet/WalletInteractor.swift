// Created by archgen from Wallet.archgen. Yours to edit.

import Foundation

final class WalletInteractor: WalletInteraction {
    weak var output: (any WalletInteractorOutput)?
    var finance: (any FinanceService)!
    var analytics: (any Analytics)!

    func loadBalance(of account: Account) {
        // TODO: Do the work, then report to the output.
    }
}
