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
        let module = WalletRouter.assemble(
            view: { _ in view },
            account: account,
            finance: finance,
            analytics: analytics
        )

        // Then
        let interactor = try XCTUnwrap(module.presenter.interactor as? WalletInteractor)
        XCTAssertIdentical(module.presenter.view, view)
        XCTAssertIdentical(interactor.output, module.presenter)
        XCTAssertEqual(module.presenter.account, account)
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
            let module = WalletRouter.assemble(
                view: { _ in view },
                account: account,
                finance: finance,
                analytics: analytics
            )
            let interactor = try XCTUnwrap(module.presenter.interactor as? WalletInteractor)
            weakView = view
            weakPresenter = module.presenter
            weakInteractor = interactor
        }

        // Then
        XCTAssertNil(weakView)
        XCTAssertNil(weakPresenter)
        XCTAssertNil(weakInteractor)
    }
}
