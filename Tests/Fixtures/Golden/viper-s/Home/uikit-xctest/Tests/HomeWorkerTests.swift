// Created by archgen from Home.archgen. Yours to edit.

import Foundation
import XCTest
@testable import Home

@MainActor
final class HomeWorkerTests: XCTestCase {
    private var sut: HomeWorker!

    override func setUp() async throws {
        sut = HomeWorker()
    }

    override func tearDown() async throws {
        sut = nil
    }

    func testDoesNotRetainItsPresenter() async {
        // Given
        var presenter: Home_PresentDataSpy? = Home_PresentDataSpy()
        sut.presenter = presenter

        // When
        presenter = nil

        // Then
        XCTAssertNil(sut.presenter)
    }
}
