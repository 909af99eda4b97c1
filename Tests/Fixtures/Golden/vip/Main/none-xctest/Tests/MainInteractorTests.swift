// Created by archgen from Main.archgen. Yours to edit.

import Foundation
import XCTest
@testable import Main

@MainActor
final class MainInteractorTests: XCTestCase {
    private var presenter: MainPresentationLogicSpy!
    private var storage: StorageMock!
    private var sut: MainInteractor!

    override func setUp() async throws {
        presenter = MainPresentationLogicSpy()
        storage = StorageMock()
        sut = MainInteractor(storage: storage)
        sut.presenter = presenter
    }

    override func tearDown() async throws {
        presenter = nil
        storage = nil
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
