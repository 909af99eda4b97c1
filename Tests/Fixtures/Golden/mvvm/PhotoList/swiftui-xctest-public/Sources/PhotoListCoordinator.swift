// Created by archgen from PhotoList.archgen. Yours to edit.

import Foundation
#if canImport(SwiftUI)
import SwiftUI
#endif

/// Builds the module and navigates from its view.
@MainActor
public final class PhotoListCoordinator {
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

#if canImport(SwiftUI)
extension PhotoListCoordinator {
    /// The module's entry point: its screen, every actor linked.
    public static func create(
        delegate: (any PhotoListDelegate)?,
        apiService: any APIServiceProtocol
    ) -> PhotoListScreen {
        let module = assemble(view: { PhotoListScreenModel(viewModel: $0) }, delegate: delegate, apiService: apiService)
        return PhotoListScreen(model: module.view)
    }
}
#endif
