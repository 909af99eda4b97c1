// Created by archgen from SignIn.archgen. Yours to edit.

import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import XCTest
@testable import SignIn

@MainActor
final class SignInConfiguratorTests: XCTestCase {
    func testConfigureLinksEveryActor() async throws {
        // Given
        let viewController = SignInDisplayLogicSpy()
        let fetcher = NetworkDataFetcherMock()

        // When
        let scene = SignInConfigurator.configure(viewController: { _, _ in viewController }, fetcher: fetcher)

        // Then
        let presenter = try XCTUnwrap(scene.interactor.presenter as? SignInPresenter)
        XCTAssertIdentical(presenter.viewController, viewController)
        XCTAssertIdentical(scene.router.view, viewController)
        XCTAssertIdentical(scene.router.dataStore, scene.interactor)
        XCTAssertIdentical(scene.interactor.fetcher as? NetworkDataFetcherMock, fetcher)
    }

    func testSceneIsReleasedWithItsViewController() async throws {
        // Given
        weak var weakViewController: SignInDisplayLogicSpy?
        weak var weakInteractor: SignInInteractor?
        weak var weakPresenter: SignInPresenter?
        weak var weakRouter: SignInRouter?

        // When
        do {
            let viewController = SignInDisplayLogicSpy()
            let fetcher = NetworkDataFetcherMock()
            let scene = SignInConfigurator.configure(viewController: { _, _ in viewController }, fetcher: fetcher)
            let presenter = try XCTUnwrap(scene.interactor.presenter as? SignInPresenter)
            weakViewController = viewController
            weakInteractor = scene.interactor
            weakPresenter = presenter
            weakRouter = scene.router
        }

        // Then
        XCTAssertNil(weakViewController)
        XCTAssertNil(weakInteractor)
        XCTAssertNil(weakPresenter)
        XCTAssertNil(weakRouter)
    }
}
