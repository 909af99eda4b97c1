// Created by archgen from ItemsList.archgen. Yours to edit.

import Foundation
import Testing
@testable import ItemsList

@MainActor
struct ItemsListWorkerTests {
    private let sut = ItemsListWorker()

    @Test func doesNotRetainItsPresenter() {
        // Given
        var presenter: ItemsList_PresentDataSpy? = ItemsList_PresentDataSpy()
        sut.presenter = presenter

        // When
        presenter = nil

        // Then
        #expect(sut.presenter == nil)
    }
}
