// Created by archgen from Wallet.archgen. Yours to edit.

import Foundation
import XCTest
@testable import App

@MainActor
final class WalletInteractorTests: XCTestCase {
    private var sut: WalletInteractor!
    private var output: WalletInteractorOutputSpy!
    private var finance: FinanceServiceMock!
    private var analytics: AnalyticsMock!

    override func setUp() async throws {
        sut = WalletInteractor()
        output = WalletInteractorOutputSpy()
        finance = FinanceServiceMock()
        analytics = AnalyticsMock()
        sut.output = output
        sut.finance = finance
        sut.analytics = analytics
    }

    override func tearDown() async throws {
        sut = nil
        output = nil
        finance = nil
        analytics = nil
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
