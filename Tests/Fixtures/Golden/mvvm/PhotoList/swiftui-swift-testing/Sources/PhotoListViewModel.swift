// Created by archgen from PhotoList.archgen. Yours to edit.

import Foundation
import Observation

/// Takes the screen's events, asks the services it is given, and keeps the
/// state the screen shows: the screen observes the view model itself.
@MainActor
@Observable
final class PhotoListViewModel: PhotoListViewModelInput {
    @ObservationIgnored let coordinator: any PhotoListCoordinating
    @ObservationIgnored weak var delegate: (any PhotoListDelegate)?
    @ObservationIgnored let apiService: any APIServiceProtocol

    // What the screen shows: the view model sets it, the screen reads it.
    private(set) var isLoading: Bool = false
    private(set) var cells: [PhotoListCellViewModel] = []
    private(set) var message: String = ""

    init(coordinator: any PhotoListCoordinating, apiService: any APIServiceProtocol) {
        self.coordinator = coordinator
        self.apiService = apiService
    }

    func viewDidLoad() {
        // TODO: Ask the services, then update the state the screen shows.
    }

    func fetchPopularPhoto(complete: @escaping (Result<[Photo], APIError>) -> Void) {
        // TODO: Show that it is loading: declare 'var isLoading: Bool { get }' among the events for archgen to set it.
        apiService.fetchPopularPhoto(complete: { result in
            // TODO: Show the [Photo] it answers, or report its error: it must not be lost.
            complete(result)
        })
    }

    func userPressed(at index: Int) {
        // TODO: Ask the services, then update the state the screen shows.
    }

    func openDetail(of photo: Photo) {
        coordinator.openDetail(of: photo)
    }
}
