// Created by archgen from PhotoList.archgen. Yours to edit.

import Foundation

#if canImport(UIKit)
import UIKit

/// The module's view: it sends its events to the view model and shows what
/// the view model outputs.
final class PhotoListViewController: UIViewController, PhotoListViewModelOutput {
    /// The module's view model, held strongly: the view keeps the module alive.
    let viewModel: any PhotoListViewModelInput

    init(viewModel: any PhotoListViewModelInput) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        viewModel.viewDidLoad()
    }

    func showLoading(_ isLoading: Bool) {
        // TODO: Update the UI.
    }

    func show(cells: [PhotoListCellViewModel]) {
        // TODO: Update the UI.
    }

    func showAlert(message: String) {
        // TODO: Update the UI.
    }
}
#endif
