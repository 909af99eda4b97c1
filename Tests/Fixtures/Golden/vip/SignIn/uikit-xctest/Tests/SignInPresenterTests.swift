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

    override func setUp() async throws {
        sut = SignInPresenter()
    }

    override func tearDown() async throws {
        sut = nil
    }

    func testDoesNotRetainItsViewController() async {
        // Given
        var viewController: SignInDisplayLogicSpy? = SignInDisplayLogicSpy()
        sut.viewController = viewController

        // When
        viewController = nil

        // Then
        XCTAssertNil(sut.viewController)
    }
}
