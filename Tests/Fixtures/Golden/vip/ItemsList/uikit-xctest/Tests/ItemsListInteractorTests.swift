// Created by archgen from ItemsList.archgen. Yours to edit.

import Foundation
import XCTest
@testable import ItemsList

@MainActor
final class ItemsListInteractorTests: XCTestCase {
    private var sut: ItemsListInteractor!
    private var presenter: ItemsListPresentationLogicSpy!

    override func setUp() async throws {
        sut = ItemsListInteractor()
        presenter = ItemsListPresentationLogicSpy()
        sut.presenter = presenter
    }

    override func tearDown() async throws {
        sut = nil
        presenter = nil
    }

    func testKeepsItsPresenter() async {
        // Given
        var presenter: ItemsListPresentationLogicSpy? = ItemsListPresentationLogicSpy()
        sut.presenter = presenter

        // When
        presenter = nil

        // Then
        XCTAssertNotNil(sut.presenter)
    }
}
