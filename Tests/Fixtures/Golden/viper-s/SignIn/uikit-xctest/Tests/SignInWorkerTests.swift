// Created by archgen from SignIn.archgen. Yours to edit.
// Signs a user in with a username.

import Foundation
import XCTest
@testable import SignIn

@MainActor
final class SignInWorkerTests: XCTestCase {
    private var sut: SignInWorker!
    private var presenter: SignIn_PresentDataSpy!
    private var fetcher: NetworkDataFetcherMock!

    override func setUp() async throws {
        sut = SignInWorker()
        presenter = SignIn_PresentDataSpy()
        fetcher = NetworkDataFetcherMock()
        sut.presenter = presenter
        sut.fetcher = fetcher
    }

    override func tearDown() async throws {
        sut = nil
        presenter = nil
        fetcher = nil
    }

    func testDoesNotRetainItsPresenter() async {
        // Given
        var presenter: SignIn_PresentDataSpy? = SignIn_PresentDataSpy()
        sut.presenter = presenter

        // When
        presenter = nil

        // Then
        XCTAssertNil(sut.presenter)
    }
}
