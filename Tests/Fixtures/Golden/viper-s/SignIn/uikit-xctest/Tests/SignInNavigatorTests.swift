// Created by archgen from SignIn.archgen. Yours to edit.
// Signs a user in with a username.

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
        let director = SignInNavigator.assemble(ui: ui, fetcher: fetcher)

        // Then
        let worker = try XCTUnwrap(director.dataManager as? SignInWorker)
        let navigator = try XCTUnwrap(director.navigator as? SignInNavigator)
        XCTAssertIdentical(director.ui, ui)
        XCTAssertIdentical(worker.presenter, director)
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
            let director = SignInNavigator.assemble(ui: ui, fetcher: fetcher)
            let worker = try XCTUnwrap(director.dataManager as? SignInWorker)
            let navigator = try XCTUnwrap(director.navigator as? SignInNavigator)
            weakUI = ui
            weakDirector = director
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
