// Created by archgen from PhotoList.archgen. Yours to edit.

import Foundation
import Testing
@testable import PhotoList

@MainActor
struct PhotoListCoordinatorTests {
    @Test func assembleLinksEveryActor() throws {
        // Given
        let delegate = PhotoListDelegateSpy()
        let apiService = APIServiceProtocolMock()

        // When
        let viewModel = PhotoListCoordinator.assemble(delegate: delegate, apiService: apiService)

        // Then
        #expect(viewModel.coordinator is PhotoListCoordinator)
        #expect(viewModel.delegate === delegate)
        #expect(viewModel.apiService as? APIServiceProtocolMock === apiService)
    }

    @Test func moduleIsReleasedWithItsView() throws {
        // Given
        weak var weakViewModel: PhotoListViewModel?
        weak var weakCoordinator: PhotoListCoordinator?

        // When
        do {
            let delegate = PhotoListDelegateSpy()
            let apiService = APIServiceProtocolMock()
            let viewModel = PhotoListCoordinator.assemble(delegate: delegate, apiService: apiService)
            let coordinator = try #require(viewModel.coordinator as? PhotoListCoordinator)
            weakViewModel = viewModel
            weakCoordinator = coordinator
        }

        // Then
        #expect(weakViewModel == nil)
        #expect(weakCoordinator == nil)
    }
}
