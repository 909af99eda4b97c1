// Created by archgen from Home.archgen. Yours to edit.

import Foundation
import XCTest
@testable import Home

@MainActor
final class HomePresenterTests: XCTestCase {
    private var interactor: HomeInteractionSpy!
    private var router: HomeRoutableSpy!
    private var sut: HomePresenter!

    override func setUp() async throws {
        interactor = HomeInteractionSpy()
        router = HomeRoutableSpy()
        sut = HomePresenter(interactor: interactor, router: router)
    }

    override func tearDown() async throws {
        interactor = nil
        router = nil
        sut = nil
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
}
