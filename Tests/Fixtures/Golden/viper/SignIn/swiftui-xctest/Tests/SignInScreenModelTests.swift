// Created by archgen from SignIn.archgen. Yours to edit.

import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import XCTest
@testable import SignIn

#if canImport(SwiftUI)
@MainActor
final class SignInScreenModelTests: XCTestCase {
    func testUpdateLoadingLoadingSetsLoading() async {
        // Given
        let loading: Bool = true
        let sut = SignInScreenModel(presenter: SignInPresentationSpy())

        // When
        sut.updateLoading(loading: loading)

        // Then
        XCTAssertEqual(sut.loading, loading)
    }
}
#endif
