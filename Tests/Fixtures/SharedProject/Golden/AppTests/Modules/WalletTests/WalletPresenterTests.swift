// Created by archgen from Wallet.archgen. Yours to edit.

import Foundation
import XCTest
@testable import App

@MainActor
final class WalletPresenterTests: XCTestCase {
    private var interactor: WalletInteractionSpy!
    private var sut: WalletPresenter!

    override func setUp() async throws {
        interactor = WalletInteractionSpy()
        sut = WalletPresenter(interactor: interactor, account: Account(id: "id", name: "name"))
    }

    override func tearDown() async throws {
        interactor = nil
        sut = nil
    }

    func testDoesNotRetainItsView() async {
        // Given
        var view: WalletViewSpy? = WalletViewSpy()
        sut.view = view

        // When
        view = nil

        // Then
        XCTAssertNil(sut.view)
    }
}
