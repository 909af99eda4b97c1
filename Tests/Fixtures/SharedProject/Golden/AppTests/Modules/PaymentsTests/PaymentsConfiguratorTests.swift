// Created by archgen from Payments.archgen. Yours to edit.

import Foundation
import XCTest
@testable import App

@MainActor
final class PaymentsConfiguratorTests: XCTestCase {
    func testConfigureLinksEveryActor() async throws {
        // Given
        let viewController = PaymentsDisplayLogicSpy()
        let financeService = FinanceServiceMock()
        let receipts = ReceiptsMock()

        // When
        let scene = PaymentsConfigurator.configure(
            viewController: { _, _ in viewController },
            financeService: financeService,
            receipts: receipts
        )

        // Then
        let presenter = try XCTUnwrap(scene.interactor.presenter as? PaymentsPresenter)
        XCTAssertIdentical(presenter.viewController, viewController)
        XCTAssertIdentical(scene.router.view, viewController)
        XCTAssertIdentical(scene.router.dataStore, scene.interactor)
        XCTAssertIdentical(scene.interactor.financeService as? FinanceServiceMock, financeService)
        XCTAssertIdentical(scene.interactor.receipts as? ReceiptsMock, receipts)
    }

    func testSceneIsReleasedWithItsViewController() async throws {
        // Given
        weak var weakViewController: PaymentsDisplayLogicSpy?
        weak var weakInteractor: PaymentsInteractor?
        weak var weakPresenter: PaymentsPresenter?
        weak var weakRouter: PaymentsRouter?

        // When
        do {
            let viewController = PaymentsDisplayLogicSpy()
            let financeService = FinanceServiceMock()
            let receipts = ReceiptsMock()
            let scene = PaymentsConfigurator.configure(
                viewController: { _, _ in viewController },
                financeService: financeService,
                receipts: receipts
            )
            let presenter = try XCTUnwrap(scene.interactor.presenter as? PaymentsPresenter)
            weakViewController = viewController
            weakInteractor = scene.interactor
            weakPresenter = presenter
            weakRouter = scene.router
        }

        // Then
        XCTAssertNil(weakViewController)
        XCTAssertNil(weakInteractor)
        XCTAssertNil(weakPresenter)
        XCTAssertNil(weakRouter)
    }
}
