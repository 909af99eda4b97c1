// Created by archgen from SignIn.archgen. Yours to edit.

import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import XCTest
@testable import SignIn

@MainActor
final class SignInPresenterTests: XCTestCase {
    private var interactor: SignInInteractionSpy!
    private var router: SignInRoutableSpy!
    private var sut: SignInPresenter!

    override func setUp() async throws {
        interactor = SignInInteractionSpy()
        router = SignInRoutableSpy()
        sut = SignInPresenter(interactor: interactor, router: router)
    }

    override func tearDown() async throws {
        interactor = nil
        router = nil
        sut = nil
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
}
