// Created by archgen from SignIn.archgen. Yours to edit.

import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@testable import SignIn

@MainActor
struct SignInRouterTests {
    @Test func assembleLinksEveryActor() throws {
        // Given
        let view = SignInViewSpy()
        let fetcher = NetworkDataFetcherMock()

        // When
        let module = SignInRouter.assemble(view: { _ in view }, fetcher: fetcher)

        // Then
        let interactor = try #require(module.presenter.interactor as? SignInInteractor)
        let router = try #require(module.presenter.router as? SignInRouter)
        #expect(module.presenter.view === view)
        #expect(interactor.output === module.presenter)
        #expect(router.view === view)
        #expect(interactor.fetcher as? NetworkDataFetcherMock === fetcher)
    }

    @Test func moduleIsReleasedWithItsView() throws {
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
            let interactor = try #require(module.presenter.interactor as? SignInInteractor)
            let router = try #require(module.presenter.router as? SignInRouter)
            weakView = view
            weakPresenter = module.presenter
            weakInteractor = interactor
            weakRouter = router
        }

        // Then
        #expect(weakView == nil)
        #expect(weakPresenter == nil)
        #expect(weakInteractor == nil)
        #expect(weakRouter == nil)
    }
}
