// Created by archgen from Home.archgen. Yours to edit.

import Foundation
import XCTest
@testable import Home

@MainActor
final class HomeInteractorTests: XCTestCase {
    private var sut: HomeInteractor!
    private var output: HomeInteractorOutputSpy!

    override func setUp() async throws {
        sut = HomeInteractor()
        output = HomeInteractorOutputSpy()
        sut.output = output
    }

    override func tearDown() async throws {
        sut = nil
        output = nil
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
