// Created by archgen from SignIn.archgen. Yours to edit.

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
        sut = SignInInteractor(presenter: presenter, fetcher: fetcher)
    }

    override func tearDown() async throws {
        presenter = nil
        fetcher = nil
        sut = nil
    }

    // Nothing to test yet: no call the scaffold forwards; its doubles are set up for the tests you write.
}
