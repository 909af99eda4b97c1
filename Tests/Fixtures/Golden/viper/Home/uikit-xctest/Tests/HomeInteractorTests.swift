// Created by archgen from Home.archgen. Yours to edit.

import Foundation
import XCTest
@testable import Home

@MainActor
final class HomeInteractorTests: XCTestCase {
    private var sut: HomeInteractor!

    override func setUp() async throws {
        sut = HomeInteractor()
    }

    override func tearDown() async throws {
        sut = nil
    }

    func testDoesNotRetainItsOutput() async {
        // Given
        var output: HomeInteractorOutputSpy? = HomeInteractorOutputSpy()
        sut.output = output

        // When
        output = nil

        // Then
        XCTAssertNil(sut.output)
    }
}
