// Created by archgen from Main.archgen. Yours to edit.

import Foundation
import XCTest
@testable import Main

@MainActor
final class MainPresenterTests: XCTestCase {
    private var sut: MainPresenter!
    private var view: MainViewSpy!
    private var interactor: MainInteractionSpy!

    override func setUp() async throws {
        sut = MainPresenter()
        view = MainViewSpy()
        interactor = MainInteractionSpy()
        sut.view = view
        sut.interactor = interactor
    }

    override func tearDown() async throws {
        sut = nil
        view = nil
        interactor = nil
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

    func testKeepsItsInteractor() async {
        // Given
        var interactor: MainInteractionSpy? = MainInteractionSpy()
        sut.interactor = interactor

        // When
        interactor = nil

        // Then
        XCTAssertNotNil(sut.interactor)
    }
}
