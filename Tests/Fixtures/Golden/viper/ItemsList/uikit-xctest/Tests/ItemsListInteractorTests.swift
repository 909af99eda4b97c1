// Created by archgen from ItemsList.archgen. Yours to edit.

import Foundation
import XCTest
@testable import ItemsList

@MainActor
final class ItemsListInteractorTests: XCTestCase {
    private var sut: ItemsListInteractor!
    private var output: ItemsListInteractorOutputSpy!

    override func setUp() async throws {
        sut = ItemsListInteractor()
        output = ItemsListInteractorOutputSpy()
        sut.output = output
    }

    override func tearDown() async throws {
        sut = nil
        output = nil
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
