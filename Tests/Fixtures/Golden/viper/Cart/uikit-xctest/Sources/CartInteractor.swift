// Created by archgen from Cart.archgen. Yours to edit.

import Foundation

@MainActor
final class CartInteractor: CartInteraction {
    weak var output: (any CartInteractorOutput)?
    let cartFetcher: any CartFetcher

    init(cartFetcher: any CartFetcher) {
        self.cartFetcher = cartFetcher
    }

    func checkout(lines: [CartLine], tip: Decimal) {
        // TODO: Do the work, then report to the output.
    }

    func showTotal(request: Cart.ShowTotal.Request) {
        // TODO: Do the work, then present its result as Cart.ShowTotal.Response(total:).
    }
}
