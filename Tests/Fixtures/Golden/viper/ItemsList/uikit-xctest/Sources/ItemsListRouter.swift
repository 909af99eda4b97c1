// Created by archgen from ItemsList.archgen. Yours to edit.

import Foundation
#if canImport(UIKit)
import UIKit
#endif

@MainActor
final class ItemsListRouter: ItemsListRoutable {
    /// The module's view, held weakly: the view owns the module.
    weak var view: (any ItemsListView)?

    /// Builds the module's actors, then the view `makeView` makes with its
    /// presenter, which keeps them alive.
    @discardableResult
    static func assemble<ViewType: ItemsListView>(
        view makeView: (any ItemsListPresentation) -> ViewType
    ) -> (view: ViewType, presenter: ItemsListPresenter) {
        let interactor = ItemsListInteractor()
        let router = ItemsListRouter()
        let presenter = ItemsListPresenter(interactor: interactor, router: router)
        let view = makeView(presenter)
        presenter.view = view
        interactor.output = presenter
        router.view = view
        return (view, presenter)
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
        let module = assemble(view: { ItemsListViewController(presenter: $0) })
        return module.view
    }

    /// The view controller to navigate from.
    var viewController: UIViewController? {
        view as? UIViewController
    }
}
#endif
