// Created by archgen from ItemsList.archgen. Yours to edit.

import Foundation
import XCTest
@testable import ItemsList

@MainActor
final class ItemsListWorkerTests: XCTestCase {
    private var sut: ItemsListWorker!

    override func setUp() async throws {
        sut = ItemsListWorker()
    }

    override func tearDown() async throws {
        sut = nil
    }

    func testDoesNotRetainItsPresenter() async {
        // Given
        var presenter: ItemsList_PresentDataSpy? = ItemsList_PresentDataSpy()
        sut.presenter = presenter

        // When
        presenter = nil

        // Then
        XCTAssertNil(sut.presenter)
    }
}
