// Created by archgen from Home.archgen. Yours to edit.
// The Home screen.

import Foundation
import XCTest
@testable import Home

@MainActor
final class HomeInteractorTests: XCTestCase {
    private var sut: HomeInteractor!
    private var presenter: HomePresentationLogicSpy!

    override func setUp() async throws {
        sut = HomeInteractor()
        presenter = HomePresentationLogicSpy()
        sut.presenter = presenter
    }

    override func tearDown() async throws {
        sut = nil
        presenter = nil
    }

    func testKeepsItsPresenter() async {
        // Given
        var presenter: HomePresentationLogicSpy? = HomePresentationLogicSpy()
        sut.presenter = presenter

        // When
        presenter = nil

        // Then
        XCTAssertNotNil(sut.presenter)
    }
}
