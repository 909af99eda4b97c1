// Created by archgen from SignIn.archgen. Yours to edit.
// Signs a user in with a username.

import Foundation
import XCTest
@testable import SignIn

@MainActor
final class SignInInteractorTests: XCTestCase {
    private var sut: SignInInteractor!
    private var presenter: SignInPresentationLogicSpy!
    private var fetcher: NetworkDataFetcherMock!

    override func setUp() async throws {
        sut = SignInInteractor()
        presenter = SignInPresentationLogicSpy()
        fetcher = NetworkDataFetcherMock()
        sut.presenter = presenter
        sut.fetcher = fetcher
    }

    override func tearDown() async throws {
        sut = nil
        presenter = nil
        fetcher = nil
    }

    func testKeepsItsPresenter() async {
        // Given
        var presenter: SignInPresentationLogicSpy? = SignInPresentationLogicSpy()
        sut.presenter = presenter

        // When
        presenter = nil

        // Then
        XCTAssertNotNil(sut.presenter)
    }
}
