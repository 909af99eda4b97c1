// Created by archgen from Main.archgen. Yours to edit.

import Foundation
import XCTest
@testable import Main

@MainActor
final class MainRouterTests: XCTestCase {
    func testAssembleLinksEveryActor() async throws {
        // Given
        let view = MainViewSpy()
        let storage = StorageMock()

        // When
        let presenter = MainRouter.assemble(view: view, storage: storage)

        // Then
        let interactor = try XCTUnwrap(presenter.interactor as? MainInteractor)
        XCTAssertIdentical(view.presenter, presenter)
        XCTAssertIdentical(presenter.view, view)
        XCTAssertIdentical(interactor.output, presenter)
        XCTAssertIdentical(interactor.storage as? StorageMock, storage)
    }

    func testModuleIsReleasedWithItsView() async throws {
        // Given
        weak var weakView: MainViewSpy?
        weak var weakPresenter: MainPresenter?
        weak var weakInteractor: MainInteractor?

        // When
        do {
            let view = MainViewSpy()
            let storage = StorageMock()
            let presenter = MainRouter.assemble(view: view, storage: storage)
            let interactor = try XCTUnwrap(presenter.interactor as? MainInteractor)
            weakView = view
            weakPresenter = presenter
            weakInteractor = interactor
        }

        // Then
        XCTAssertNil(weakView)
        XCTAssertNil(weakPresenter)
        XCTAssertNil(weakInteractor)
    }
}
