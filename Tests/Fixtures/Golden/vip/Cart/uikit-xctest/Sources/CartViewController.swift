// Created by archgen from Cart.archgen. Yours to edit.

import Foundation

#if canImport(UIKit)
import UIKit

final class CartViewController: UIViewController, CartDisplayLogic {
    /// The scene, linked by `CartConfigurator`: the view controller owns it.
    let interactor: any CartBusinessLogic
    let router: any CartDataPassing

    init(interactor: any CartBusinessLogic, router: any CartDataPassing) {
        self.interactor = interactor
        self.router = router
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        interactor.showTotal(request: Cart.ShowTotal.Request())
    }

    func show(lines: [CartLine]) {
        // TODO: Update the UI.
    }

    func displayShowTotal(viewModel: Cart.ShowTotal.ViewModel) {
        // TODO: Update the UI.
    }
}
#endif
