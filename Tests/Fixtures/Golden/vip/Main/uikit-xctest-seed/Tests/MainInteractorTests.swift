// Created by archgen from Main.archgen. Yours to edit.

import Foundation
import XCTest
@testable import Main

@MainActor
final class MainInteractorTests: XCTestCase {
    private var sut: MainInteractor!
    private var presenter: MainPresentationLogicSpy!
    private var storage: StorageMock!

    override func setUp() async throws {
        sut = MainInteractor()
        presenter = MainPresentationLogicSpy()
        storage = StorageMock()
        sut.presenter = presenter
        sut.storage = storage
    }

    override func tearDown() async throws {
        sut = nil
        presenter = nil
        storage = nil
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
