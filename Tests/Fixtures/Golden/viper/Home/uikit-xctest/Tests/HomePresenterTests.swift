// Created by archgen from Home.archgen. Yours to edit.
// The Home screen.

import Foundation
import XCTest
@testable import Home

@MainActor
final class HomePresenterTests: XCTestCase {
    private var sut: HomePresenter!
    private var view: HomeViewSpy!
    private var interactor: HomeInteractionSpy!
    private var router: HomeRoutableSpy!

    override func setUp() async throws {
        sut = HomePresenter()
        view = HomeViewSpy()
        interactor = HomeInteractionSpy()
        router = HomeRoutableSpy()
        sut.view = view
        sut.interactor = interactor
        sut.router = router
    }

    override func tearDown() async throws {
        sut = nil
        view = nil
        interactor = nil
        router = nil
    }

    func testRefreshIsForwardedToTheInteractor() async {
        // When
        sut.refresh()

        // Then
        XCTAssertEqual(interactor.refreshCallsCount, 1)
    }

    func testDoesNotRetainItsView() async {
        // Given
        var view: HomeViewSpy? = HomeViewSpy()
        sut.view = view

        // When
        view = nil

        // Then
        XCTAssertNil(sut.view)
    }

    func testKeepsItsInteractor() async {
        // Given
        var interactor: HomeInteractionSpy? = HomeInteractionSpy()
        sut.interactor = interactor

        // When
        interactor = nil

        // Then
        XCTAssertNotNil(sut.interactor)
    }

    func testKeepsItsRouter() async {
        // Given
        var router: HomeRoutableSpy? = HomeRoutableSpy()
        sut.router = router

        // When
        router = nil

        // Then
        XCTAssertNotNil(sut.router)
    }
}
