// Created by archgen from Main.archgen. Yours to edit.

import Foundation
import Testing
@testable import Main

@MainActor
struct MainInteractorTests {
    private let sut = MainInteractor()
    private let presenter = MainPresentationLogicSpy()
    private let storage = StorageMock()

    init() {
        sut.presenter = presenter
        sut.storage = storage
    }

    @Test func keepsItsPresenter() {
        // Given
        var presenter: MainPresentationLogicSpy? = MainPresentationLogicSpy()
        sut.presenter = presenter

        // When
        presenter = nil

        // Then
        #expect(sut.presenter != nil)
    }
}
