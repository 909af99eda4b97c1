// Created by archgen from Main.archgen. Yours to edit.

import Foundation
import XCTest
@testable import Main

@MainActor
final class MainInteractorTests: XCTestCase {
    private var sut: MainInteractor!

    override func setUp() async throws {
        sut = MainInteractor()
    }

    override func tearDown() async throws {
        sut = nil
    }

    func testKeepsItsPresenter() async {
        // Given
        var presenter: MainPresentationLogicSpy? = MainPresentationLogicSpy()
        sut.presenter = presenter

        // When
        presenter = nil

        // Then
        XCTAssertNotNil(sut.presenter)
    }
}
