// Created by archgen from PhotoList.archgen. Yours to edit.

import Foundation
import Testing
@testable import PhotoList

@MainActor
struct PhotoListViewModelTests {
    private let coordinator = PhotoListCoordinatingSpy()
    private let apiService = APIServiceProtocolMock()
    private let sut: PhotoListViewModel

    init() {
        sut = PhotoListViewModel(coordinator: coordinator, apiService: apiService)
    }

    @Test func fetchPopularPhotoCompleteIsForwardedToTheApiService() {
        // Given
        var completeCalled = false
        let complete: (Result<[Photo], APIError>) -> Void = { _ in completeCalled = true }

        // When
        sut.fetchPopularPhoto(complete: complete)

        // Then
        #expect(apiService.fetchPopularPhotoCompleteCallsCount == 1)
        #expect(!completeCalled)
        let completeAnswer: Result<[Photo], APIError> = .success(
            [Photo(id: 1, title: "title", createdAt: Date(timeIntervalSince1970: 0), isForSale: true)]
        )
        apiService.fetchPopularPhotoCompleteReceivedComplete?(completeAnswer)
        #expect(completeCalled)
    }

    @Test func openDetailOfIsForwardedToTheCoordinator() {
        // Given
        let photo: Photo = Photo(id: 1, title: "title", createdAt: Date(timeIntervalSince1970: 0), isForSale: true)

        // When
        sut.openDetail(of: photo)

        // Then
        #expect(coordinator.openDetailOfCallsCount == 1)
        #expect(coordinator.openDetailOfReceivedPhoto == photo)
    }

    @Test func doesNotRetainItsOutput() {
        // Given
        var output: PhotoListViewModelOutputSpy? = PhotoListViewModelOutputSpy()
        sut.output = output

        // When
        output = nil

        // Then
        #expect(sut.output == nil)
    }

    @Test func doesNotRetainItsDelegate() {
        // Given
        var delegate: PhotoListDelegateSpy? = PhotoListDelegateSpy()
        sut.delegate = delegate

        // When
        delegate = nil

        // Then
        #expect(sut.delegate == nil)
    }
}
