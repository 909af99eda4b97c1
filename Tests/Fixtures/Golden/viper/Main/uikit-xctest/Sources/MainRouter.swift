// Created by archgen from Main.archgen. Yours to edit.

import Foundation
#if canImport(UIKit)
import UIKit
#endif

final class MainRouter: MainRoutable {
    /// The module's view, held weakly: the view owns the module.
    weak var view: (any MainView)?

    /// Links the module's actors around `view`, which keeps them alive.
    /// Free of UIKit and SwiftUI, so the wiring is tested on any platform.
    @discardableResult
    static func assemble(view: some MainView, storage: any Storage) -> MainPresenter {
        let presenter = MainPresenter()
        let interactor = MainInteractor()
        let router = MainRouter()
        view.presenter = presenter
        presenter.view = view
        presenter.interactor = interactor
        presenter.router = router
        interactor.output = presenter
        interactor.storage = storage
        router.view = view
        return presenter
    }
}

#if canImport(UIKit)
extension MainRouter {
    /// The module's entry point: its view controller, every actor linked.
    static func create(storage: any Storage) -> UIViewController {
        let viewController = MainViewController()
        assemble(view: viewController, storage: storage)
        return viewController
    }

    /// The view controller to navigate from.
    var viewController: UIViewController? {
        view as? UIViewController
    }
}
#endif
