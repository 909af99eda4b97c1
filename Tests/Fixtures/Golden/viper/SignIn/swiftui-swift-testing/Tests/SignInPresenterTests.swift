// Created by archgen from SignIn.archgen. Yours to edit.
// Signs a user in with a username.

import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@testable import SignIn

@MainActor
struct SignInPresenterTests {
    private let sut = SignInPresenter()
    private let view = SignInViewSpy()
    private let interactor = SignInInteractionSpy()
    private let router = SignInRoutableSpy()

    init() {
        sut.view = view
        sut.interactor = interactor
        sut.router = router
    }

    @Test func signInUsernameIsForwardedToTheInteractor() {
        // Given
        let username: String = "username"

        // When
        sut.signIn(username: username)

        // Then
        #expect(interactor.signInUsernameCallsCount == 1)
        #expect(interactor.signInUsernameReceivedUsername == username)
    }

    @Test func doesNotRetainItsView() {
        // Given
        var view: SignInViewSpy? = SignInViewSpy()
        sut.view = view

        // When
        view = nil

        // Then
        #expect(sut.view == nil)
    }

    @Test func keepsItsInteractor() {
        // Given
        var interactor: SignInInteractionSpy? = SignInInteractionSpy()
        sut.interactor = interactor

        // When
        interactor = nil

        // Then
        #expect(sut.interactor != nil)
    }

    @Test func keepsItsRouter() {
        // Given
        var router: SignInRoutableSpy? = SignInRoutableSpy()
        sut.router = router

        // When
        router = nil

        // Then
        #expect(sut.router != nil)
    }
}
