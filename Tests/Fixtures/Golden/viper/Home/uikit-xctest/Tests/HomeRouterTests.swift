// Created by archgen from Home.archgen. Yours to edit.

import Foundation
import XCTest
@testable import Home

@MainActor
final class HomeRouterTests: XCTestCase {
    func testAssembleLinksEveryActor() async throws {
        // Given
        let view = HomeViewSpy()

        // When
        let module = HomeRouter.assemble(view: { _ in view })

        // Then
        let interactor = try XCTUnwrap(module.presenter.interactor as? HomeInteractor)
        let router = try XCTUnwrap(module.presenter.router as? HomeRouter)
        XCTAssertIdentical(module.presenter.view, view)
        XCTAssertIdentical(interactor.output, module.presenter)
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
            let module = HomeRouter.assemble(view: { _ in view })
            let interactor = try XCTUnwrap(module.presenter.interactor as? HomeInteractor)
            let router = try XCTUnwrap(module.presenter.router as? HomeRouter)
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
