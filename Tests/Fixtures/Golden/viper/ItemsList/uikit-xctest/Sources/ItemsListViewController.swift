// Created by archgen from ItemsList.archgen. Yours to edit.

import Foundation

#if canImport(UIKit)
import UIKit

final class ItemsListViewController: UIViewController, ItemsListView {
    let presenter: any ItemsListPresentation

    init(presenter: any ItemsListPresentation) {
        self.presenter = presenter
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
