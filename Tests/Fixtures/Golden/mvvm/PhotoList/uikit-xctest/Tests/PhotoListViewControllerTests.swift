// Created by archgen from PhotoList.archgen. Yours to edit.

import Foundation
import XCTest
@testable import PhotoList

#if canImport(UIKit)
@MainActor
final class PhotoListViewControllerTests: XCTestCase {
    func testSendsViewDidLoadWhenItLoads() async {
        // Given
        let viewModel = PhotoListViewModelInputSpy()
        let sut = PhotoListViewController(viewModel: viewModel)

        // When
        sut.viewDidLoad()

        // Then
        XCTAssertEqual(viewModel.viewDidLoadCallsCount, 1)
    }
}
#endif
