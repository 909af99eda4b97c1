// Created by archgen from Wallet.archgen. Yours to edit.

import Foundation
import XCTest
@testable import App

@MainActor
final class WalletRouterTests: XCTestCase {
    func testAssembleLinksEveryActor() async throws {
        // Given
        let view = WalletViewSpy()
        let account: Account = Account(id: "id", name: "name")
        let finance = FinanceServiceMock()
        let analytics = AnalyticsMock()

        // When
        let presenter = WalletRouter.assemble(view: view, account: account, finance: finance, analytics: analytics)

        // Then
        let interactor = try XCTUnwrap(presenter.interactor as? WalletInteractor)
        XCTAssertIdentical(view.presenter, presenter)
        XCTAssertIdentical(presenter.view, view)
        XCTAssertIdentical(interactor.output, presenter)
        XCTAssertEqual(presenter.account, account)
        XCTAssertIdentical(interactor.finance as? FinanceServiceMock, finance)
        XCTAssertIdentical(interactor.analytics as? AnalyticsMock, analytics)
    }

    func testModuleIsReleasedWithItsView() async throws {
        // Given
        weak var weakView: WalletViewSpy?
        weak var weakPresenter: WalletPresenter?
        weak var weakInteractor: WalletInteractor?

        // When
        do {
            let view = WalletViewSpy()
            let account: Account = Account(id: "id", name: "name")
            let finance = FinanceServiceMock()
            let analytics = AnalyticsMock()
            let presenter = WalletRouter.assemble(view: view, account: account, finance: finance, analytics: analytics)
            let interactor = try XCTUnwrap(presenter.interactor as? WalletInteractor)
            weakView = view
            weakPresenter = presenter
            weakInteractor = interactor
        }

        // Then
        XCTAssertNil(weakView)
        XCTAssertNil(weakPresenter)
        XCTAssertNil(weakInteractor)
    }
}
