// Created by archgen from Home.archgen. Yours to edit.
// The Home screen.

import Foundation
#if canImport(UIKit)
import UIKit
#endif

@preconcurrency @MainActor
final class HomeRouter: HomeRoutable {
    /// The module's view, held weakly: the view owns the module.
    weak var view: (any HomeView)?

    /// Links the module's actors around `view`, which keeps them alive.
    /// Free of UIKit and SwiftUI, so the wiring is tested on any platform.
    @discardableResult
    static func assemble(view: some HomeView) -> HomePresenter {
        let presenter = HomePresenter()
        let interactor = HomeInteractor()
        let router = HomeRouter()
        view.presenter = presenter
        presenter.view = view
        presenter.interactor = interactor
        presenter.router = router
        interactor.output = presenter
        router.view = view
        return presenter
    }

    func close() {
        // TODO: Navigate.
    }
}

#if canImport(UIKit)
extension HomeRouter {
    /// The module's entry point: its view controller, every actor linked.
    static func create() -> UIViewController {
        let viewController = HomeViewController()
        assemble(view: viewController)
        return viewController
    }

    /// The view controller to navigate from.
    var viewController: UIViewController? {
        view as? UIViewController
    }
}
#endif
