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
        let module = PhotoListCoordinator.assemble(view: { _ in view }, delegate: delegate, apiService: apiService)

        // Then
        let coordinator = try #require(module.viewModel.coordinator as? PhotoListCoordinator)
        #expect(module.viewModel.output === view)
        #expect(coordinator.view === view)
        #expect(module.viewModel.delegate === delegate)
        #expect(module.viewModel.apiService as? APIServiceProtocolMock === apiService)
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
            let module = PhotoListCoordinator.assemble(view: { _ in view }, delegate: delegate, apiService: apiService)
            let coordinator = try #require(module.viewModel.coordinator as? PhotoListCoordinator)
            weakView = view
            weakViewModel = module.viewModel
            weakCoordinator = coordinator
        }

        // Then
        #expect(weakView == nil)
        #expect(weakViewModel == nil)
        #expect(weakCoordinator == nil)
    }
}
