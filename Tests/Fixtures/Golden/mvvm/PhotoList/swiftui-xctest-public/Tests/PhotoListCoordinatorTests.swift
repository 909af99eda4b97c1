// Created by archgen from PhotoList.archgen. Yours to edit.

import Foundation
import XCTest
@testable import PhotoList

@MainActor
final class PhotoListCoordinatorTests: XCTestCase {
    func testAssembleLinksEveryActor() async throws {
        // Given
        let delegate = PhotoListDelegateSpy()
        let apiService = APIServiceProtocolMock()

        // When
        let viewModel = PhotoListCoordinator.assemble(delegate: delegate, apiService: apiService)

        // Then
        XCTAssertTrue(viewModel.coordinator is PhotoListCoordinator)
        XCTAssertIdentical(viewModel.delegate, delegate)
        XCTAssertIdentical(viewModel.apiService as? APIServiceProtocolMock, apiService)
    }

    func testModuleIsReleasedWithItsView() async throws {
        // Given
        weak var weakViewModel: PhotoListViewModel?
        weak var weakCoordinator: PhotoListCoordinator?

        // When
        do {
            let delegate = PhotoListDelegateSpy()
            let apiService = APIServiceProtocolMock()
            let viewModel = PhotoListCoordinator.assemble(delegate: delegate, apiService: apiService)
            let coordinator = try XCTUnwrap(viewModel.coordinator as? PhotoListCoordinator)
            weakViewModel = viewModel
            weakCoordinator = coordinator
        }

        // Then
        XCTAssertNil(weakViewModel)
        XCTAssertNil(weakCoordinator)
    }
}
