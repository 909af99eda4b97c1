// Created by archgen from SignIn.archgen. Yours to edit.

import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import XCTest
@testable import SignIn

@MainActor
final class SignInNavigatorTests: XCTestCase {
    func testAssembleLinksEveryActor() async throws {
        // Given
        let ui = SignIn_DisplayUISpy()
        let fetcher = NetworkDataFetcherMock()

        // When
        let module = SignInNavigator.assemble(ui: { _ in ui }, fetcher: fetcher)

        // Then
        let worker = try XCTUnwrap(module.director.dataManager as? SignInWorker)
        let navigator = try XCTUnwrap(module.director.navigator as? SignInNavigator)
        XCTAssertIdentical(module.director.ui, ui)
        XCTAssertIdentical(worker.presenter, module.director)
        XCTAssertIdentical(navigator.scene, ui)
        XCTAssertIdentical(worker.fetcher as? NetworkDataFetcherMock, fetcher)
    }

    func testModuleIsReleased() async throws {
        // Given
        weak var weakUI: SignIn_DisplayUISpy?
        weak var weakDirector: SignInDirector?
        weak var weakWorker: SignInWorker?
        weak var weakNavigator: SignInNavigator?

        // When
        do {
            let ui = SignIn_DisplayUISpy()
            let fetcher = NetworkDataFetcherMock()
            let module = SignInNavigator.assemble(ui: { _ in ui }, fetcher: fetcher)
            let worker = try XCTUnwrap(module.director.dataManager as? SignInWorker)
            let navigator = try XCTUnwrap(module.director.navigator as? SignInNavigator)
            weakUI = ui
            weakDirector = module.director
            weakWorker = worker
            weakNavigator = navigator
        }

        // Then
        XCTAssertNil(weakUI)
        XCTAssertNil(weakDirector)
        XCTAssertNil(weakWorker)
        XCTAssertNil(weakNavigator)
    }
}
