// Created by archgen from Checkout.archgen. Yours to edit.

import Foundation

#if canImport(SwiftUI)
import SwiftUI

/// What the screen shows, updated by the presenter.
final class CheckoutScreenModel: ObservableObject, CheckoutDisplayLogic {
    /// The scene, linked by `CheckoutConfigurator`: the model owns it.
    let interactor: any CheckoutBusinessLogic
    let router: any CheckoutRoutingLogic & CheckoutDataPassing

    // What the view's commands set; the screen shows it.
    @Published private(set) var visible: Bool = false
    @Published private(set) var viewModel: Checkout.LoadOrder.ViewModel?

    init(interactor: any CheckoutBusinessLogic, router: any CheckoutRoutingLogic & CheckoutDataPassing) {
        self.interactor = interactor
        self.router = router
    }

    func showSpinner(_ visible: Bool) {
        self.visible = visible
    }

    func displayLoadOrder(viewModel: Checkout.LoadOrder.ViewModel) {
        self.viewModel = viewModel
    }
}

/// The scene's screen.
public struct CheckoutScreen: View {
    /// Internal, not private: the route tests of the module that opens this one read it.
    @StateObject var model: CheckoutScreenModel

    init(model: @autoclosure @escaping () -> CheckoutScreenModel) {
        _model = StateObject(wrappedValue: model())
    }

    public var body: some View {
        List {
            Text(String(describing: model.visible))
            Text(model.viewModel.map { String(describing: $0) } ?? "")
        }
        .onAppear { model.interactor.onAppear() }
    }
}
#endif
