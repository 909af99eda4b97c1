// Created by archgen from Main.archgen. Yours to edit.

import Foundation
import XCTest
@testable import Main

@MainActor
final class MainInteractorTests: XCTestCase {
    private var storage: StorageMock!
    private var sut: MainInteractor!

    override func setUp() async throws {
        storage = StorageMock()
        sut = MainInteractor(storage: storage)
    }

    override func tearDown() async throws {
        storage = nil
        sut = nil
    }

    func testDoesNotRetainItsOutput() async {
        // Given
        var output: MainInteractorOutputSpy? = MainInteractorOutputSpy()
        sut.output = output

        // When
        output = nil

        // Then
        XCTAssertNil(sut.output)
    }
}
