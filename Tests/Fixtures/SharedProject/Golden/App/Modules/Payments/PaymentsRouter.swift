// Created by archgen from Payments.archgen. Yours to edit.

import Foundation

final class PaymentsRouter: PaymentsRoutingLogic, PaymentsDataPassing {
    /// Held weakly: the view controller owns the scene.
    weak var viewController: (any PaymentsDisplayLogic)?
    /// The interactor's data, passed on to the next scene.
    var dataStore: (any PaymentsDataStore)?
}
