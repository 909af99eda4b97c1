// Created by archgen from ItemsList.archgen. Yours to edit.

import Foundation

#if canImport(UIKit)
import UIKit

final class ItemsListViewController: UIViewController, ItemsListDisplayLogic {
    /// The scene, linked by `ItemsListConfigurator`: the view controller owns it.
    var interactor: (any ItemsListBusinessLogic)?
    var router: (any ItemsListRoutingLogic & ItemsListDataPassing)?

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
