// Created by archgen from Main.archgen. Yours to edit.

import Foundation
import XCTest
@testable import Main

@MainActor
final class MainInteractorTests: XCTestCase {
    private var sut: MainInteractor!
    private var output: MainInteractorOutputSpy!
    private var storage: StorageMock!

    override func setUp() async throws {
        sut = MainInteractor()
        output = MainInteractorOutputSpy()
        storage = StorageMock()
        sut.output = output
        sut.storage = storage
    }

    override func tearDown() async throws {
        sut = nil
        output = nil
        storage = nil
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
