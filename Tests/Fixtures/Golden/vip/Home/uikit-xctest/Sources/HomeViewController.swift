// Created by archgen from Home.archgen. Yours to edit.

import Foundation

#if canImport(UIKit)
import UIKit

final class HomeViewController: UIViewController, HomeDisplayLogic {
    /// The scene, linked by `HomeConfigurator`: the view controller owns it.
    let interactor: any HomeBusinessLogic
    let router: any HomeRoutingLogic & HomeDataPassing

    init(interactor: any HomeBusinessLogic, router: any HomeRoutingLogic & HomeDataPassing) {
        self.interactor = interactor
        self.router = router
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func display(title: String) {
        // TODO: Update the UI.
    }
}
#endif
