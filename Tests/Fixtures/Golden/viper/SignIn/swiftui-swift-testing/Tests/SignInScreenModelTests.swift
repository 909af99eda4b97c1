// Created by archgen from SignIn.archgen. Yours to edit.

import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@testable import SignIn

#if canImport(SwiftUI)
@MainActor
struct SignInScreenModelTests {
    @Test func updateLoadingLoadingSetsLoading() {
        // Given
        let loading: Bool = true
        let sut = SignInScreenModel(presenter: SignInPresentationSpy())

        // When
        sut.updateLoading(loading: loading)

        // Then
        #expect(sut.loading == loading)
    }
}
#endif
