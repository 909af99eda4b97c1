// Created by archgen from SignIn.archgen. Yours to edit.

import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import XCTest
@testable import SignIn

@MainActor
final class SignInWorkerTests: XCTestCase {
    private var presenter: SignIn_PresentDataSpy!
    private var fetcher: NetworkDataFetcherMock!
    private var sut: SignInWorker!

    override func setUp() async throws {
        presenter = SignIn_PresentDataSpy()
        fetcher = NetworkDataFetcherMock()
        sut = SignInWorker(fetcher: fetcher)
        sut.presenter = presenter
    }

    override func tearDown() async throws {
        presenter = nil
        fetcher = nil
        sut = nil
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
