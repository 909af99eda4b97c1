// Created by archgen from SignIn.archgen. Yours to edit.

import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import XCTest
@testable import SignIn

@MainActor
final class SignInInteractorTests: XCTestCase {
    private var sut: SignInInteractor!
    private var output: SignInInteractorOutputSpy!
    private var fetcher: NetworkDataFetcherMock!

    override func setUp() async throws {
        sut = SignInInteractor()
        output = SignInInteractorOutputSpy()
        fetcher = NetworkDataFetcherMock()
        sut.output = output
        sut.fetcher = fetcher
    }

    override func tearDown() async throws {
        sut = nil
        output = nil
        fetcher = nil
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
