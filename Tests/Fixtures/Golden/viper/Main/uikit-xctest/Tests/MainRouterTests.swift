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
        let module = MainRouter.assemble(view: { _ in view }, storage: storage)

        // Then
        let interactor = try XCTUnwrap(module.presenter.interactor as? MainInteractor)
        XCTAssertIdentical(module.presenter.view, view)
        XCTAssertIdentical(interactor.output, module.presenter)
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
            let module = MainRouter.assemble(view: { _ in view }, storage: storage)
            let interactor = try XCTUnwrap(module.presenter.interactor as? MainInteractor)
            weakView = view
            weakPresenter = module.presenter
            weakInteractor = interactor
        }

        // Then
        XCTAssertNil(weakView)
        XCTAssertNil(weakPresenter)
        XCTAssertNil(weakInteractor)
    }
}
