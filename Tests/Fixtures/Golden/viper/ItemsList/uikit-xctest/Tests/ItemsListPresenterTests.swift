// Created by archgen from ItemsList.archgen. Yours to edit.

import Foundation
import XCTest
@testable import ItemsList

@MainActor
final class ItemsListPresenterTests: XCTestCase {
    private var sut: ItemsListPresenter!
    private var view: ItemsListViewSpy!
    private var interactor: ItemsListInteractionSpy!
    private var router: ItemsListRoutableSpy!

    override func setUp() async throws {
        sut = ItemsListPresenter()
        view = ItemsListViewSpy()
        interactor = ItemsListInteractionSpy()
        router = ItemsListRoutableSpy()
        sut.view = view
        sut.interactor = interactor
        sut.router = router
    }

    override func tearDown() async throws {
        sut = nil
        view = nil
        interactor = nil
        router = nil
    }

    func testDoesNotRetainItsView() async {
        // Given
        var view: ItemsListViewSpy? = ItemsListViewSpy()
        sut.view = view

        // When
        view = nil

        // Then
        XCTAssertNil(sut.view)
    }

    func testKeepsItsInteractor() async {
        // Given
        var interactor: ItemsListInteractionSpy? = ItemsListInteractionSpy()
        sut.interactor = interactor

        // When
        interactor = nil

        // Then
        XCTAssertNotNil(sut.interactor)
    }

    func testKeepsItsRouter() async {
        // Given
        var router: ItemsListRoutableSpy? = ItemsListRoutableSpy()
        sut.router = router

        // When
        router = nil

        // Then
        XCTAssertNotNil(sut.router)
    }
}
