// Created by archgen from Main.archgen. Yours to edit.

import Foundation
import XCTest
@testable import Main

@MainActor
final class MainPresenterTests: XCTestCase {
    private var interactor: MainInteractionSpy!
    private var sut: MainPresenter!

    override func setUp() async throws {
        interactor = MainInteractionSpy()
        sut = MainPresenter(interactor: interactor)
    }

    override func tearDown() async throws {
        interactor = nil
        sut = nil
    }

    func testDoesNotRetainItsView() async {
        // Given
        var view: MainViewSpy? = MainViewSpy()
        sut.view = view

        // When
        view = nil

        // Then
        XCTAssertNil(sut.view)
    }
}
