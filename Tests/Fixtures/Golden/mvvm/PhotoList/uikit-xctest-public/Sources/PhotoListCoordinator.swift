// Created by archgen from PhotoList.archgen. Yours to edit.

import Foundation
#if canImport(UIKit)
import UIKit
#endif

/// Builds the module and navigates from its view.
@preconcurrency @MainActor
public final class PhotoListCoordinator {
    /// The module's view, held weakly: the view owns the module.
    weak var view: (any PhotoListViewModelOutput)?

    /// Links the module's actors around `view` and returns the view model,
    /// which the caller keeps (the view keeps it as its `viewModel`).
    /// Free of UIKit and SwiftUI, so the wiring is tested on any platform.
    static func assemble(
        view: some PhotoListViewModelOutput,
        delegate: (any PhotoListDelegate)?,
        apiService: any APIServiceProtocol
    ) -> PhotoListViewModel {
        let viewModel = PhotoListViewModel(apiService: apiService)
        let coordinator = PhotoListCoordinator()
        viewModel.output = view
        viewModel.coordinator = coordinator
        viewModel.delegate = delegate
        coordinator.view = view
        return viewModel
    }
}

// MARK: - PhotoListCoordinating

extension PhotoListCoordinator: PhotoListCoordinating {
    func openDetail(of photo: Photo) {
        // TODO: Navigate.
    }
}

#if canImport(UIKit)
extension PhotoListCoordinator {
    /// The module's entry point: its view controller, every actor linked.
    public static func create(
        delegate: (any PhotoListDelegate)?,
        apiService: any APIServiceProtocol
    ) -> UIViewController {
        let viewController = PhotoListViewController()
        viewController.viewModel = assemble(view: viewController, delegate: delegate, apiService: apiService)
        return viewController
    }

    /// The view controller to navigate from.
    var viewController: UIViewController? {
        view as? UIViewController
    }
}
#endif
