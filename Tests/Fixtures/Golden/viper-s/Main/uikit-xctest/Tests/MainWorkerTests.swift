// Created by archgen from Main.archgen. Yours to edit.

import Foundation
import XCTest
@testable import Main

@MainActor
final class MainWorkerTests: XCTestCase {
    private var sut: MainWorker!
    private var presenter: Main_PresentDataSpy!
    private var storage: StorageMock!

    override func setUp() async throws {
        sut = MainWorker()
        presenter = Main_PresentDataSpy()
        storage = StorageMock()
        sut.presenter = presenter
        sut.storage = storage
    }

    override func tearDown() async throws {
        sut = nil
        presenter = nil
        storage = nil
    }

    func testDoesNotRetainItsPresenter() async {
        // Given
        var presenter: Main_PresentDataSpy? = Main_PresentDataSpy()
        sut.presenter = presenter

        // When
        presenter = nil

        // Then
        XCTAssertNil(sut.presenter)
    }
}
