// Created by archgen from Checkout.archgen. Yours to edit.

import Foundation

#if canImport(SwiftUI)
import SwiftUI

/// What the screen shows, updated by the presenter.
final class CheckoutScreenModel: ObservableObject, CheckoutDisplayLogic {
    /// The scene, linked by `CheckoutConfigurator`: the model owns it.
    let interactor: any CheckoutBusinessLogic
    let router: any CheckoutRoutingLogic & CheckoutDataPassing

    init(interactor: any CheckoutBusinessLogic, router: any CheckoutRoutingLogic & CheckoutDataPassing) {
        self.interactor = interactor
        self.router = router
    }

    func showSpinner(_ visible: Bool) {
        // TODO: Update the UI.
    }

    func displayLoadOrder(viewModel: Checkout.LoadOrder.ViewModel) {
        // TODO: Update the UI.
    }
}

/// The scene's screen.
struct CheckoutScreen: View {
    @StateObject private var model: CheckoutScreenModel

    init(model: @autoclosure @escaping () -> CheckoutScreenModel) {
        _model = StateObject(wrappedValue: model())
    }

    var body: some View {
        Text("Checkout")
    }
}
#endif
