// Created by archgen from Cart.archgen. Yours to edit.

import Foundation

#if canImport(UIKit)
import UIKit

final class CartViewController: UIViewController, CartView {
    let presenter: any CartPresentation

    init(presenter: any CartPresentation) {
        self.presenter = presenter
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter.showTotal(request: Cart.ShowTotal.Request())
    }

    func show(lines: [CartLine]) {
        // TODO: Update the UI.
    }

    func displayShowTotal(viewModel: Cart.ShowTotal.ViewModel) {
        // TODO: Update the UI.
    }
}
#endif
