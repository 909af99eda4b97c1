// Created by archgen from ItemList.archgen. Yours to edit.

import Foundation
import Core
import ItemDetail
#if canImport(UIKit)
import UIKit
#endif

@MainActor
public final class ItemListRouter: ItemListRoutable {
    /// The module's view, held weakly: the view owns the module.
    weak var view: (any ItemListView)?

    /// Builds the module's actors, then the view `makeView` makes with its
    /// presenter, which keeps them alive.
    @discardableResult
    static func assemble<ViewType: ItemListView>(
        view makeView: (any ItemListPresentation) -> ViewType
    ) -> (view: ViewType, presenter: ItemListPresenter) {
        let interactor = ItemListInteractor()
        let router = ItemListRouter()
        let presenter = ItemListPresenter(interactor: interactor, router: router)
        let view = makeView(presenter)
        presenter.view = view
        interactor.output = presenter
        router.view = view
        return (view, presenter)
    }

    /// Opens the item's detail, built through the ItemDetail feature's entry point.
    func openDetail(for item: Item) {
        #if canImport(UIKit)
        viewController?.present(ItemDetailConfigurator.create(item: item, delegate: self), animated: true)
        #endif
    }
}

extension ItemListRouter: ItemDetailDelegate {
    public func itemDetailDidClose(_ item: Item) {
        #if canImport(UIKit)
        viewController?.dismiss(animated: true)
        #endif
    }
}

#if canImport(UIKit)
extension ItemListRouter {
    /// The module's entry point: its view controller, every actor linked.
    public static func create() -> UIViewController {
        let module = assemble(view: { ItemListViewController(presenter: $0) })
        return module.view
    }

    /// The view controller to navigate from.
    var viewController: UIViewController? {
        view as? UIViewController
    }
}
#endif
