// Created by archgen from Home.archgen. Yours to edit.

import Foundation
#if canImport(UIKit)
import UIKit
#endif

@MainActor
final class HomeRouter: HomeRoutable {
    /// The module's view, held weakly: the view owns the module.
    weak var view: (any HomeView)?

    /// Builds the module's actors, then the view `makeView` makes with its
    /// presenter, which keeps them alive.
    @discardableResult
    static func assemble<ViewType: HomeView>(
        view makeView: (any HomePresentation) -> ViewType
    ) -> (view: ViewType, presenter: HomePresenter) {
        let interactor = HomeInteractor()
        let router = HomeRouter()
        let presenter = HomePresenter(interactor: interactor, router: router)
        let view = makeView(presenter)
        presenter.view = view
        interactor.output = presenter
        router.view = view
        return (view, presenter)
    }

    func close() {
        #if canImport(UIKit)
        guard let viewController else { return }
        if viewController.presentingViewController != nil {
            viewController.dismiss(animated: true)
        } else {
            viewController.navigationController?.popViewController(animated: true)
        }
        #endif
    }
}

#if canImport(UIKit)
extension HomeRouter {
    /// The module's entry point: its view controller, every actor linked.
    static func create() -> UIViewController {
        let module = assemble(view: { HomeViewController(presenter: $0) })
        return module.view
    }

    /// The view controller to navigate from.
    var viewController: UIViewController? {
        view as? UIViewController
    }
}
#endif
