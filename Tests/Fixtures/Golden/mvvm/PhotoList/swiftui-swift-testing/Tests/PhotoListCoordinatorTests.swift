// Created by archgen from PhotoList.archgen. Yours to edit.

import Foundation
import Testing
@testable import PhotoList

@MainActor
struct PhotoListCoordinatorTests {
    @Test func assembleLinksEveryActor() throws {
        // Given
        let view = PhotoListViewModelOutputSpy()
        let delegate = PhotoListDelegateSpy()
        let apiService = APIServiceProtocolMock()

        // When
        let viewModel = PhotoListCoordinator.assemble(view: view, delegate: delegate, apiService: apiService)

        // Then
        let coordinator = try #require(viewModel.coordinator as? PhotoListCoordinator)
        #expect(viewModel.output === view)
        #expect(coordinator.view === view)
        #expect(viewModel.delegate === delegate)
        #expect(viewModel.apiService as? APIServiceProtocolMock === apiService)
    }

    @Test func moduleIsReleasedWithItsView() throws {
        // Given
        weak var weakView: PhotoListViewModelOutputSpy?
        weak var weakViewModel: PhotoListViewModel?
        weak var weakCoordinator: PhotoListCoordinator?

        // When
        do {
            let view = PhotoListViewModelOutputSpy()
            let delegate = PhotoListDelegateSpy()
            let apiService = APIServiceProtocolMock()
            let viewModel = PhotoListCoordinator.assemble(view: view, delegate: delegate, apiService: apiService)
            let coordinator = try #require(viewModel.coordinator as? PhotoListCoordinator)
            weakView = view
            weakViewModel = viewModel
            weakCoordinator = coordinator
        }

        // Then
        #expect(weakView == nil)
        #expect(weakViewModel == nil)
        #expect(weakCoordinator == nil)
    }
}
