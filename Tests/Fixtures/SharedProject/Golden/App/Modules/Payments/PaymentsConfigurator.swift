// Created by archgen from Payments.archgen. Yours to edit.

import Foundation

/// Builds the scene: the interactor, the presenter and the router, linked
/// around a view controller.
@MainActor
enum PaymentsConfigurator {
    /// Builds the scene's actors, then the view controller `makeViewController`
    /// makes with its interactor and router, which owns the scene.
    static func configure<ViewType: PaymentsDisplayLogic>(
        viewController makeViewController: (any PaymentsBusinessLogic, any PaymentsDataPassing) -> ViewType,
        financeService: any FinanceService,
        receipts: any Receipts
    ) -> (viewController: ViewType, interactor: PaymentsInteractor, router: PaymentsRouter) {
        let presenter = PaymentsPresenter()
        let interactor = PaymentsInteractor(presenter: presenter, financeService: financeService, receipts: receipts)
        let router = PaymentsRouter()
        let viewController = makeViewController(interactor, router)
        presenter.viewController = viewController
        router.view = viewController
        router.dataStore = interactor
        return (viewController, interactor, router)
    }
}
