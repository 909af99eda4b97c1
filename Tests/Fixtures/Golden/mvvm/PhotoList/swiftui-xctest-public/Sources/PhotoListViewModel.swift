// Created by archgen from PhotoList.archgen. Yours to edit.

import Foundation

/// Takes the view's events, asks the services it is given, and tells its
/// output (the view) what to show; free of UIKit and SwiftUI, so it is
/// tested on any platform.
@preconcurrency @MainActor
final class PhotoListViewModel: PhotoListViewModelInput {
    weak var output: (any PhotoListViewModelOutput)?
    var coordinator: (any PhotoListCoordinating)!
    weak var delegate: (any PhotoListDelegate)?
    let apiService: any APIServiceProtocol

    init(apiService: any APIServiceProtocol) {
        self.apiService = apiService
    }

    func viewDidLoad() {
        // TODO: Ask the services, then update the output, or navigate.
    }

    func fetchPopularPhoto(complete: @escaping (Result<[Photo], APIError>) -> Void) {
        apiService.fetchPopularPhoto(complete: complete)
    }

    func userPressed(at index: Int) {
        // TODO: Ask the services, then update the output, or navigate.
    }

    func openDetail(of photo: Photo) {
        coordinator.openDetail(of: photo)
    }
}
