// Created by archgen from SignIn.archgen. Yours to edit.

import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@testable import SignIn

@MainActor
struct SignInInteractorTests {
    private let fetcher = NetworkDataFetcherMock()
    private let sut: SignInInteractor

    init() {
        sut = SignInInteractor(fetcher: fetcher)
    }

    @Test func doesNotRetainItsOutput() {
        // Given
        var output: SignInInteractorOutputSpy? = SignInInteractorOutputSpy()
        sut.output = output

        // When
        output = nil

        // Then
        #expect(sut.output == nil)
    }
}
