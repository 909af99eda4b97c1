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
        let module = ItemsListRouter.assemble(view: { _ in view })

        // Then
        let interactor = try XCTUnwrap(module.presenter.interactor as? ItemsListInteractor)
        let router = try XCTUnwrap(module.presenter.router as? ItemsListRouter)
        XCTAssertIdentical(module.presenter.view, view)
        XCTAssertIdentical(interactor.output, module.presenter)
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
            let module = ItemsListRouter.assemble(view: { _ in view })
            let interactor = try XCTUnwrap(module.presenter.interactor as? ItemsListInteractor)
            let router = try XCTUnwrap(module.presenter.router as? ItemsListRouter)
            weakView = view
            weakPresenter = module.presenter
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
