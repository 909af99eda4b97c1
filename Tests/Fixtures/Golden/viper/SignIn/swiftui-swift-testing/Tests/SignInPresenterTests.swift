// Created by archgen from SignIn.archgen. Yours to edit.

import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@testable import SignIn

@MainActor
struct SignInPresenterTests {
    private let interactor = SignInInteractionSpy()
    private let router = SignInRoutableSpy()
    private let sut: SignInPresenter

    init() {
        sut = SignInPresenter(interactor: interactor, router: router)
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
}
