// Created by archgen from ItemsList.archgen. Yours to edit.

import Foundation
import XCTest
@testable import ItemsList

@MainActor
final class ItemsListPresenterTests: XCTestCase {
    private var interactor: ItemsListInteractionSpy!
    private var router: ItemsListRoutableSpy!
    private var sut: ItemsListPresenter!

    override func setUp() async throws {
        interactor = ItemsListInteractionSpy()
        router = ItemsListRoutableSpy()
        sut = ItemsListPresenter(interactor: interactor, router: router)
    }

    override func tearDown() async throws {
        interactor = nil
        router = nil
        sut = nil
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
}
