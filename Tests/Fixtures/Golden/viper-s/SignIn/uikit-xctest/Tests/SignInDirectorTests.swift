// Created by archgen from SignIn.archgen. Yours to edit.

import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import XCTest
@testable import SignIn

@MainActor
final class SignInDirectorTests: XCTestCase {
    private var dataManager: SignIn_ManageDataSpy!
    private var navigator: SignIn_NavigateSpy!
    private var sut: SignInDirector!

    override func setUp() async throws {
        dataManager = SignIn_ManageDataSpy()
        navigator = SignIn_NavigateSpy()
        sut = SignInDirector(dataManager: dataManager, navigator: navigator)
    }

    override func tearDown() async throws {
        dataManager = nil
        navigator = nil
        sut = nil
    }

    func testSignInUsernameIsForwardedToTheDataManager() async {
        // Given
        let username: String = "username"

        // When
        sut.signIn(username: username)

        // Then
        XCTAssertEqual(dataManager.signInUsernameCallsCount, 1)
        XCTAssertEqual(dataManager.signInUsernameReceivedUsername, username)
    }

    func testDoesNotRetainItsUI() async {
        // Given
        var ui: SignIn_DisplayUISpy? = SignIn_DisplayUISpy()
        sut.ui = ui

        // When
        ui = nil

        // Then
        XCTAssertNil(sut.ui)
    }
}
