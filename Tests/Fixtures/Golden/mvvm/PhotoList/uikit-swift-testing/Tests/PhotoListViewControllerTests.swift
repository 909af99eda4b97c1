// Created by archgen from PhotoList.archgen. Yours to edit.

import Foundation
import Testing
@testable import PhotoList

#if canImport(UIKit)
@MainActor
struct PhotoListViewControllerTests {
    @Test func sendsViewDidLoadWhenItLoads() {
        // Given
        let viewModel = PhotoListViewModelInputSpy()
        let sut = PhotoListViewController(viewModel: viewModel)

        // When
        sut.viewDidLoad()

        // Then
        #expect(viewModel.viewDidLoadCallsCount == 1)
    }
}
#endif
