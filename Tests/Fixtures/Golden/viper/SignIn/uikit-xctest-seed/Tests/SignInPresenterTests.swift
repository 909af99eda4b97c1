// Created by archgen from SignIn.archgen. Yours to edit.

import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import XCTest
@testable import SignIn

@MainActor
final class SignInPresenterTests: XCTestCase {
    private var sut: SignInPresenter!
    private var interactor: SignInInteractionSpy!

    override func setUp() async throws {
        sut = SignInPresenter()
        interactor = SignInInteractionSpy()
        sut.interactor = interactor
    }

    override func tearDown() async throws {
        sut = nil
        interactor = nil
    }

    func testSignInUsernameIsForwardedToTheInteractor() async {
        // Given
        let username: String = "username"

        // When
        sut.signIn(username: username)

        // Then
        XCTAssertEqual(interactor.signInUsernameCallsCount, 1)
        XCTAssertEqual(interactor.signInUsernameReceivedUsername, username)
    }

    func testDoesNotRetainItsView() async {
        // Given
        var view: SignInViewSpy? = SignInViewSpy()
        sut.view = view

        // When
        view = nil

        // Then
        XCTAssertNil(sut.view)
    }

    func testKeepsItsInteractor() async {
        // Given
        var interactor: SignInInteractionSpy? = SignInInteractionSpy()
        sut.interactor = interactor

        // When
        interactor = nil

        // Then
        XCTAssertNotNil(sut.interactor)
    }

    func testKeepsItsRouter() async {
        // Given
        var router: SignInRoutableSpy? = SignInRoutableSpy()
        sut.router = router

        // When
        router = nil

        // Then
        XCTAssertNotNil(sut.router)
    }
}
