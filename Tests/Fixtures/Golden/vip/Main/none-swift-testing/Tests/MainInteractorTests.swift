// Created by archgen from Main.archgen. Yours to edit.

import Foundation
import Testing
@testable import Main

@MainActor
struct MainInteractorTests {
    private let presenter = MainPresentationLogicSpy()
    private let storage = StorageMock()
    private let sut: MainInteractor

    init() {
        sut = MainInteractor(storage: storage)
        sut.presenter = presenter
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
