// Created by archgen from SignIn.archgen. Yours to edit.

import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import XCTest
@testable import SignIn

@MainActor
final class SignInInteractorTests: XCTestCase {
    private var fetcher: NetworkDataFetcherMock!
    private var sut: SignInInteractor!

    override func setUp() async throws {
        fetcher = NetworkDataFetcherMock()
        sut = SignInInteractor(fetcher: fetcher)
    }

    override func tearDown() async throws {
        fetcher = nil
        sut = nil
    }

    func testDoesNotRetainItsOutput() async {
        // Given
        var output: SignInInteractorOutputSpy? = SignInInteractorOutputSpy()
        sut.output = output

        // When
        output = nil

        // Then
        XCTAssertNil(sut.output)
    }
}
