// Created by archgen from ItemsList.archgen. Yours to edit.

import Foundation
import XCTest
@testable import ItemsList

@MainActor
final class ItemsListInteractorTests: XCTestCase {
    private var sut: ItemsListInteractor!

    override func setUp() async throws {
        sut = ItemsListInteractor()
    }

    override func tearDown() async throws {
        sut = nil
    }

    func testDoesNotRetainItsOutput() async {
        // Given
        var output: ItemsListInteractorOutputSpy? = ItemsListInteractorOutputSpy()
        sut.output = output

        // When
        output = nil

        // Then
        XCTAssertNil(sut.output)
    }
}
