// Created by archgen from ItemsDetails.archgen. Yours to edit.

import Foundation
import XCTest
@testable import ItemsDetails

@MainActor
final class ItemsDetailsWorkerTests: XCTestCase {
    private var sut: ItemsDetailsWorker!
    private var presenter: ItemsDetails_PresentDataSpy!

    override func setUp() async throws {
        sut = ItemsDetailsWorker()
        presenter = ItemsDetails_PresentDataSpy()
        sut.presenter = presenter
    }

    override func tearDown() async throws {
        sut = nil
        presenter = nil
    }

    func testDoesNotRetainItsPresenter() async {
        // Given
        var presenter: ItemsDetails_PresentDataSpy? = ItemsDetails_PresentDataSpy()
        sut.presenter = presenter

        // When
        presenter = nil

        // Then
        XCTAssertNil(sut.presenter)
    }
}
