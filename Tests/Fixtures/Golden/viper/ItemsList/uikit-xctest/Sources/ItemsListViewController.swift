// Created by archgen from ItemsList.archgen. Yours to edit.

import Foundation

#if canImport(UIKit)
import UIKit

final class ItemsListViewController: UIViewController, ItemsListView {
    var presenter: (any ItemsListPresentation)!

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
