// Created by archgen from Home.archgen. Yours to edit.
// The Home screen.

import Foundation
import XCTest
@testable import Home

@MainActor
final class HomeRouterTests: XCTestCase {
    func testAssembleLinksEveryActor() async throws {
        // Given
        let view = HomeViewSpy()

        // When
        let presenter = HomeRouter.assemble(view: view)

        // Then
        let interactor = try XCTUnwrap(presenter.interactor as? HomeInteractor)
        let router = try XCTUnwrap(presenter.router as? HomeRouter)
        XCTAssertIdentical(view.presenter, presenter)
        XCTAssertIdentical(presenter.view, view)
        XCTAssertIdentical(interactor.output, presenter)
        XCTAssertIdentical(router.view, view)
    }

    func testModuleIsReleasedWithItsView() async throws {
        // Given
        weak var weakView: HomeViewSpy?
        weak var weakPresenter: HomePresenter?
        weak var weakInteractor: HomeInteractor?
        weak var weakRouter: HomeRouter?

        // When
        do {
            let view = HomeViewSpy()
            let presenter = HomeRouter.assemble(view: view)
            let interactor = try XCTUnwrap(presenter.interactor as? HomeInteractor)
            let router = try XCTUnwrap(presenter.router as? HomeRouter)
            weakView = view
            weakPresenter = presenter
            weakInteractor = interactor
            weakRouter = router
        }

        // Then
        XCTAssertNil(weakView)
        XCTAssertNil(weakPresenter)
        XCTAssertNil(weakInteractor)
        XCTAssertNil(weakRouter)
    }
}
