// Created by archgen from Payments.archgen. Yours to edit.

import Foundation

/// Builds the scene: the interactor, the presenter and the router, linked
/// around a view controller.
@MainActor
enum PaymentsConfigurator {
    /// Links the scene's actors around `viewController`, which owns the scene:
    /// it keeps the interactor and the router returned.
    /// Free of UIKit and SwiftUI, so the wiring is tested on any platform.
    static func configure(
        viewController: some PaymentsDisplayLogic,
        financeService: any FinanceService,
        receipts: any Receipts
    ) -> (interactor: PaymentsInteractor, router: PaymentsRouter) {
        let interactor = PaymentsInteractor(financeService: financeService, receipts: receipts)
        let presenter = PaymentsPresenter()
        let router = PaymentsRouter()
        interactor.presenter = presenter
        presenter.viewController = viewController
        router.viewController = viewController
        router.dataStore = interactor
        return (interactor, router)
    }
}
