// Created by archgen from PhotoList.archgen. Yours to edit.

import Foundation
#if canImport(SwiftUI)
import SwiftUI
#endif

/// Builds the module and navigates from its view.
@MainActor
final class PhotoListCoordinator {
    /// Links the module's actors and returns the view model, which the
    /// caller keeps (the screen keeps it, and observes it).
    static func assemble(delegate: (any PhotoListDelegate)?, apiService: any APIServiceProtocol) -> PhotoListViewModel {
        let coordinator = PhotoListCoordinator()
        let viewModel = PhotoListViewModel(coordinator: coordinator, apiService: apiService)
        viewModel.delegate = delegate
        return viewModel
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
    static func create(delegate: (any PhotoListDelegate)?, apiService: any APIServiceProtocol) -> PhotoListScreen {
        let viewModel = assemble(delegate: delegate, apiService: apiService)
        return PhotoListScreen(model: viewModel)
    }
}
#endif
