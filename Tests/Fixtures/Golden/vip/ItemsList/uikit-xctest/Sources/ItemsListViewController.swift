// Created by archgen from ItemsList.archgen. Yours to edit.

import Foundation

#if canImport(UIKit)
import UIKit

final class ItemsListViewController: UIViewController, ItemsListDisplayLogic {
    /// The scene, linked by `ItemsListConfigurator`: the view controller owns it.
    let interactor: any ItemsListBusinessLogic
    let router: any ItemsListRoutingLogic & ItemsListDataPassing

    init(interactor: any ItemsListBusinessLogic, router: any ItemsListRoutingLogic & ItemsListDataPassing) {
        self.interactor = interactor
        self.router = router
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func toggle(loading: Bool) {
        // TODO: Update the UI.
    }

    func display(items: [ItemUI]) {
        // TODO: Update the UI.
    }

    func displayError() {
        // TODO: Update the UI.
    }

    func displaySuccess() {
        // TODO: Update the UI.
    }
}
#endif
