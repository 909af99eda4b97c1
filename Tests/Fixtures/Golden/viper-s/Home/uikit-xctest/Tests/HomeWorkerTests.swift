// Created by archgen from Home.archgen. Yours to edit.

import Foundation
import XCTest
@testable import Home

@MainActor
final class HomeWorkerTests: XCTestCase {
    private var sut: HomeWorker!
    private var presenter: Home_PresentDataSpy!

    override func setUp() async throws {
        sut = HomeWorker()
        presenter = Home_PresentDataSpy()
        sut.presenter = presenter
    }

    override func tearDown() async throws {
        sut = nil
        presenter = nil
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
