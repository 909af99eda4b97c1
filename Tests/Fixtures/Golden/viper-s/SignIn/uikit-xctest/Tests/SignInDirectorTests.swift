// Created by archgen from SignIn.archgen. Yours to edit.
// Signs a user in with a username.

import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import XCTest
@testable import SignIn

@MainActor
final class SignInDirectorTests: XCTestCase {
    private var sut: SignInDirector!
    private var ui: SignIn_DisplayUISpy!
    private var dataManager: SignIn_ManageDataSpy!
    private var navigator: SignIn_NavigateSpy!

    override func setUp() async throws {
        sut = SignInDirector()
        ui = SignIn_DisplayUISpy()
        dataManager = SignIn_ManageDataSpy()
        navigator = SignIn_NavigateSpy()
        sut.ui = ui
        sut.dataManager = dataManager
        sut.navigator = navigator
    }

    override func tearDown() async throws {
        sut = nil
        ui = nil
        dataManager = nil
        navigator = nil
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

    func testKeepsItsDataManager() async {
        // Given
        var dataManager: SignIn_ManageDataSpy? = SignIn_ManageDataSpy()
        sut.dataManager = dataManager

        // When
        dataManager = nil

        // Then
        XCTAssertNotNil(sut.dataManager)
    }

    func testKeepsItsNavigator() async {
        // Given
        var navigator: SignIn_NavigateSpy? = SignIn_NavigateSpy()
        sut.navigator = navigator

        // When
        navigator = nil

        // Then
        XCTAssertNotNil(sut.navigator)
    }
}
