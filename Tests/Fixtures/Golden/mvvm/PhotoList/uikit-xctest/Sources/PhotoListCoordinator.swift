// Created by archgen from PhotoList.archgen. Yours to edit.

import Foundation
#if canImport(UIKit)
import UIKit
#endif

/// Builds the module and navigates from its view.
@MainActor
final class PhotoListCoordinator {
    /// The module's view, held weakly: the view owns the module.
    weak var view: (any PhotoListViewModelOutput)?

    /// Builds the module's actors, then the view `makeView` makes with its
    /// view model, which keeps them alive.
    static func assemble<ViewType: PhotoListViewModelOutput>(
        view makeView: (any PhotoListViewModelInput) -> ViewType,
        delegate: (any PhotoListDelegate)?,
        apiService: any APIServiceProtocol
    ) -> (view: ViewType, viewModel: PhotoListViewModel) {
        let coordinator = PhotoListCoordinator()
        let viewModel = PhotoListViewModel(coordinator: coordinator, apiService: apiService)
        let view = makeView(viewModel)
        viewModel.output = view
        viewModel.delegate = delegate
        coordinator.view = view
        return (view, viewModel)
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
    static func create(delegate: (any PhotoListDelegate)?, apiService: any APIServiceProtocol) -> UIViewController {
        let module = assemble(
            view: { PhotoListViewController(viewModel: $0) },
            delegate: delegate,
            apiService: apiService
        )
        return module.view
    }

    /// The view controller to navigate from.
    var viewController: UIViewController? {
        view as? UIViewController
    }
}
#endif
