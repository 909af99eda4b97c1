// Created by archgen from SignIn.archgen. Yours to edit.

import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import XCTest
@testable import SignIn

@MainActor
final class SignInRouterTests: XCTestCase {
    func testAssembleLinksEveryActor() async throws {
        // Given
        let view = SignInViewSpy()
        let fetcher = NetworkDataFetcherMock()

        // When
        let module = SignInRouter.assemble(view: { _ in view }, fetcher: fetcher)

        // Then
        let interactor = try XCTUnwrap(module.presenter.interactor as? SignInInteractor)
        let router = try XCTUnwrap(module.presenter.router as? SignInRouter)
        XCTAssertIdentical(module.presenter.view, view)
        XCTAssertIdentical(interactor.output, module.presenter)
        XCTAssertIdentical(router.view, view)
        XCTAssertIdentical(interactor.fetcher as? NetworkDataFetcherMock, fetcher)
    }

    func testModuleIsReleasedWithItsView() async throws {
        // Given
        weak var weakView: SignInViewSpy?
        weak var weakPresenter: SignInPresenter?
        weak var weakInteractor: SignInInteractor?
        weak var weakRouter: SignInRouter?

        // When
        do {
            let view = SignInViewSpy()
            let fetcher = NetworkDataFetcherMock()
            let module = SignInRouter.assemble(view: { _ in view }, fetcher: fetcher)
            let interactor = try XCTUnwrap(module.presenter.interactor as? SignInInteractor)
            let router = try XCTUnwrap(module.presenter.router as? SignInRouter)
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
