// Created by archgen from Main.archgen. Yours to edit.

import Foundation
import XCTest
@testable import Main

@MainActor
final class MainPresenterTests: XCTestCase {
    private var view: MainViewSpy!
    private var interactor: MainInteractionSpy!
    private var sut: MainPresenter!

    override func setUp() async throws {
        view = MainViewSpy()
        interactor = MainInteractionSpy()
        sut = MainPresenter(interactor: interactor)
        sut.view = view
    }

    override func tearDown() async throws {
        view = nil
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
