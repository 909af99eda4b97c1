// Created by archgen from Main.archgen. Yours to edit.

import Foundation
import XCTest
@testable import Main

@MainActor
final class MainWorkerTests: XCTestCase {
    private var storage: StorageMock!
    private var sut: MainWorker!

    override func setUp() async throws {
        storage = StorageMock()
        sut = MainWorker(storage: storage)
    }

    override func tearDown() async throws {
        storage = nil
        sut = nil
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
