// Created by archgen from SignIn.archgen. Yours to edit.
// Signs a user in with a username.

import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import XCTest
@testable import SignIn

@MainActor
final class SignInInteractorTests: XCTestCase {
    private var presenter: SignInPresentationLogicSpy!
    private var fetcher: NetworkDataFetcherMock!
    private var sut: SignInInteractor!

    override func setUp() async throws {
        presenter = SignInPresentationLogicSpy()
        fetcher = NetworkDataFetcherMock()
        sut = SignInInteractor(fetcher: fetcher)
        sut.presenter = presenter
    }

    override func tearDown() async throws {
        presenter = nil
        fetcher = nil
        sut = nil
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
