// Created by archgen from ItemsList.archgen. Yours to edit.

import Foundation
#if canImport(UIKit)
import UIKit
#endif

@preconcurrency @MainActor
final class ItemsListRouter: ItemsListRoutable {
    /// The module's view, held weakly: the view owns the module.
    weak var view: (any ItemsListView)?

    /// Links the module's actors around `view`, which keeps them alive.
    /// Free of UIKit and SwiftUI, so the wiring is tested on any platform.
    @discardableResult
    static func assemble(view: some ItemsListView) -> ItemsListPresenter {
        let presenter = ItemsListPresenter()
        let interactor = ItemsListInteractor()
        let router = ItemsListRouter()
        view.presenter = presenter
        presenter.view = view
        presenter.interactor = interactor
        presenter.router = router
        interactor.output = presenter
        router.view = view
        return presenter
    }

    func gotoDetail(for item: Item) {
        // TODO: Navigate.
    }

    func gotoAddItem(with delegate: ItemsAdd_Delegate?) {
        // TODO: Navigate.
    }

    func goBack() {
        // TODO: Navigate.
    }
}

#if canImport(UIKit)
extension ItemsListRouter {
    /// The module's entry point: its view controller, every actor linked.
    static func create() -> UIViewController {
        let viewController = ItemsListViewController()
        assemble(view: viewController)
        return viewController
    }

    /// The view controller to navigate from.
    var viewController: UIViewController? {
        view as? UIViewController
    }
}
#endif
