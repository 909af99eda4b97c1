// Created by archgen from Cart.archgen. Yours to edit.

import Foundation

/// Does the director's data requests and presents their results.
@MainActor
final class CartWorker {
    weak var presenter: (any Cart_PresentData)?
    let cartFetcher: any CartFetcher

    init(cartFetcher: any CartFetcher) {
        self.cartFetcher = cartFetcher
    }
}

// MARK: - Cart_ManageData

extension CartWorker: Cart_ManageData {
    func checkout(lines: [CartLine], tip: Decimal) {
        // TODO: Do the work, then present its result.
    }

    func showTotal(request: Cart.ShowTotal.Request) {
        // TODO: Do the work, then present its result as Cart.ShowTotal.Response(total:).
    }
}
