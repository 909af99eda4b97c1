// Created by archgen from ItemList.archgen. Yours to edit.

import Foundation
import Core
import ItemDetail
#if canImport(UIKit)
import UIKit
#endif

@preconcurrency @MainActor
public final class ItemListRouter: ItemListRoutable {
    /// The module's view, held weakly: the view owns the module.
    weak var view: (any ItemListView)?

    /// Links the module's actors around `view`, which keeps them alive.
    /// Free of UIKit and SwiftUI, so the wiring is tested on any platform.
    @discardableResult
    static func assemble(view: some ItemListView) -> ItemListPresenter {
        let presenter = ItemListPresenter()
        let interactor = ItemListInteractor()
        let router = ItemListRouter()
        view.presenter = presenter
        presenter.view = view
        presenter.interactor = interactor
        presenter.router = router
        interactor.output = presenter
        router.view = view
        return presenter
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
        let viewController = ItemListViewController()
        assemble(view: viewController)
        return viewController
    }

    /// The view controller to navigate from.
    var viewController: UIViewController? {
        view as? UIViewController
    }
}
#endif
