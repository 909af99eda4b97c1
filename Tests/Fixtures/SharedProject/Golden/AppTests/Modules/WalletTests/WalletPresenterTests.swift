// Created by archgen from Wallet.archgen. Yours to edit.

import Foundation
import XCTest
@testable import App

@MainActor
final class WalletPresenterTests: XCTestCase {
    private var sut: WalletPresenter!
    private var view: WalletViewSpy!
    private var interactor: WalletInteractionSpy!

    override func setUp() async throws {
        sut = WalletPresenter()
        view = WalletViewSpy()
        interactor = WalletInteractionSpy()
        sut.view = view
        sut.interactor = interactor
    }

    override func tearDown() async throws {
        sut = nil
        view = nil
        interactor = nil
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

    func testKeepsItsInteractor() async {
        // Given
        var interactor: WalletInteractionSpy? = WalletInteractionSpy()
        sut.interactor = interactor

        // When
        interactor = nil

        // Then
        XCTAssertNotNil(sut.interactor)
    }
}
