// Created by archgen from PhotoList.archgen. Yours to edit.

import Foundation

/// Takes the view's events, asks the services it is given, and tells its
/// output (the view) what to show.
@MainActor
final class PhotoListViewModel: PhotoListViewModelInput {
    weak var output: (any PhotoListViewModelOutput)?
    let coordinator: any PhotoListCoordinating
    weak var delegate: (any PhotoListDelegate)?
    let apiService: any APIServiceProtocol

    init(coordinator: any PhotoListCoordinating, apiService: any APIServiceProtocol) {
        self.coordinator = coordinator
        self.apiService = apiService
    }

    func viewDidLoad() {
        // TODO: Ask the services, then update the output, or navigate.
    }

    func fetchPopularPhoto(complete: @escaping (Result<[Photo], APIError>) -> Void) {
        // TODO: Show that it is loading: declare 'var isLoading: Bool { get }' among the events for archgen to set it.
        apiService.fetchPopularPhoto(complete: { result in
            // TODO: Show the [Photo] it answers, or report its error: it must not be lost.
            complete(result)
        })
    }

    func userPressed(at index: Int) {
        // TODO: Ask the services, then update the output, or navigate.
    }

    func openDetail(of photo: Photo) {
        coordinator.openDetail(of: photo)
    }
}
