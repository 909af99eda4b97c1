// Created by archgen from Main.archgen. Yours to edit.

import Foundation
import Testing
@testable import Main

@MainActor
struct MainPresenterTests {
    private let sut = MainPresenter()

    @Test func doesNotRetainItsViewController() {
        // Given
        var viewController: MainDisplayLogicSpy? = MainDisplayLogicSpy()
        sut.viewController = viewController

        // When
        viewController = nil

        // Then
        #expect(sut.viewController == nil)
    }
}
