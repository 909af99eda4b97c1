// Created by archgen from Wallet.archgen. Yours to edit.

import Foundation
import XCTest
@testable import App

@MainActor
final class WalletInteractorTests: XCTestCase {
    private var finance: FinanceServiceMock!
    private var analytics: AnalyticsMock!
    private var sut: WalletInteractor!

    override func setUp() async throws {
        finance = FinanceServiceMock()
        analytics = AnalyticsMock()
        sut = WalletInteractor(finance: finance, analytics: analytics)
    }

    override func tearDown() async throws {
        finance = nil
        analytics = nil
        sut = nil
    }

    func testDoesNotRetainItsOutput() async {
        // Given
        var output: WalletInteractorOutputSpy? = WalletInteractorOutputSpy()
        sut.output = output

        // When
        output = nil

        // Then
        XCTAssertNil(sut.output)
    }
}
