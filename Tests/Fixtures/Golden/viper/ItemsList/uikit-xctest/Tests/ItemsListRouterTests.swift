// Created by archgen from ItemsList.archgen. Yours to edit.

import Foundation
import XCTest
@testable import ItemsList

@MainActor
final class ItemsListRouterTests: XCTestCase {
    func testAssembleLinksEveryActor() async throws {
        // Given
        let view = ItemsListViewSpy()

        // When
        let presenter = ItemsListRouter.assemble(view: view)

        // Then
        let interactor = try XCTUnwrap(presenter.interactor as? ItemsListInteractor)
        let router = try XCTUnwrap(presenter.router as? ItemsListRouter)
        XCTAssertIdentical(view.presenter, presenter)
        XCTAssertIdentical(presenter.view, view)
        XCTAssertIdentical(interactor.output, presenter)
        XCTAssertIdentical(router.view, view)
    }

    func testModuleIsReleasedWithItsView() async throws {
        // Given
        weak var weakView: ItemsListViewSpy?
        weak var weakPresenter: ItemsListPresenter?
        weak var weakInteractor: ItemsListInteractor?
        weak var weakRouter: ItemsListRouter?

        // When
        do {
            let view = ItemsListViewSpy()
            let presenter = ItemsListRouter.assemble(view: view)
            let interactor = try XCTUnwrap(presenter.interactor as? ItemsListInteractor)
            let router = try XCTUnwrap(presenter.router as? ItemsListRouter)
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
