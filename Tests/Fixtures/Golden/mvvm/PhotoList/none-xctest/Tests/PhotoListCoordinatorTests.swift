// Created by archgen from PhotoList.archgen. Yours to edit.

import Foundation
import XCTest
@testable import PhotoList

@MainActor
final class PhotoListCoordinatorTests: XCTestCase {
    func testAssembleLinksEveryActor() async throws {
        // Given
        let view = PhotoListViewModelOutputSpy()
        let delegate = PhotoListDelegateSpy()
        let apiService = APIServiceProtocolMock()

        // When
        let module = PhotoListCoordinator.assemble(view: { _ in view }, delegate: delegate, apiService: apiService)

        // Then
        let coordinator = try XCTUnwrap(module.viewModel.coordinator as? PhotoListCoordinator)
        XCTAssertIdentical(module.viewModel.output, view)
        XCTAssertIdentical(coordinator.view, view)
        XCTAssertIdentical(module.viewModel.delegate, delegate)
        XCTAssertIdentical(module.viewModel.apiService as? APIServiceProtocolMock, apiService)
    }

    func testModuleIsReleasedWithItsView() async throws {
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
            let coordinator = try XCTUnwrap(module.viewModel.coordinator as? PhotoListCoordinator)
            weakView = view
            weakViewModel = module.viewModel
            weakCoordinator = coordinator
        }

        // Then
        XCTAssertNil(weakView)
        XCTAssertNil(weakViewModel)
        XCTAssertNil(weakCoordinator)
    }
}
