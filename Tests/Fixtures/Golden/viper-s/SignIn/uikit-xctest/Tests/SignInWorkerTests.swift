// Created by archgen from SignIn.archgen. Yours to edit.

import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import XCTest
@testable import SignIn

@MainActor
final class SignInWorkerTests: XCTestCase {
    private var fetcher: NetworkDataFetcherMock!
    private var sut: SignInWorker!

    override func setUp() async throws {
        fetcher = NetworkDataFetcherMock()
        sut = SignInWorker(fetcher: fetcher)
    }

    override func tearDown() async throws {
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
