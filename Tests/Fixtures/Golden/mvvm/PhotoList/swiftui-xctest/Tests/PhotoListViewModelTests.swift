// Created by archgen from PhotoList.archgen. Yours to edit.

import Foundation
import XCTest
@testable import PhotoList

@MainActor
final class PhotoListViewModelTests: XCTestCase {
    private var coordinator: PhotoListCoordinatingSpy!
    private var apiService: APIServiceProtocolMock!
    private var sut: PhotoListViewModel!

    override func setUp() async throws {
        coordinator = PhotoListCoordinatingSpy()
        apiService = APIServiceProtocolMock()
        sut = PhotoListViewModel(coordinator: coordinator, apiService: apiService)
    }

    override func tearDown() async throws {
        coordinator = nil
        apiService = nil
        sut = nil
    }

    func testFetchPopularPhotoCompleteIsForwardedToTheApiService() async {
        // Given
        var completeCalled = false
        let complete: (Result<[Photo], APIError>) -> Void = { _ in completeCalled = true }

        // When
        sut.fetchPopularPhoto(complete: complete)

        // Then
        XCTAssertEqual(apiService.fetchPopularPhotoCompleteCallsCount, 1)
        XCTAssertFalse(completeCalled)
        let completeAnswer: Result<[Photo], APIError> = .success(
            [Photo(id: 1, title: "title", createdAt: Date(timeIntervalSince1970: 0), isForSale: true)]
        )
        apiService.fetchPopularPhotoCompleteReceivedComplete?(completeAnswer)
        XCTAssertTrue(completeCalled)
    }

    func testOpenDetailOfIsForwardedToTheCoordinator() async {
        // Given
        let photo: Photo = Photo(id: 1, title: "title", createdAt: Date(timeIntervalSince1970: 0), isForSale: true)

        // When
        sut.openDetail(of: photo)

        // Then
        XCTAssertEqual(coordinator.openDetailOfCallsCount, 1)
        XCTAssertEqual(coordinator.openDetailOfReceivedPhoto, photo)
    }

    func testDoesNotRetainItsDelegate() async {
        // Given
        var delegate: PhotoListDelegateSpy? = PhotoListDelegateSpy()
        sut.delegate = delegate

        // When
        delegate = nil

        // Then
        XCTAssertNil(sut.delegate)
    }
}
