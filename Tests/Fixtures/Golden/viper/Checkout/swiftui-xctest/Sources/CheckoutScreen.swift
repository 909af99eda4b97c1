// Created by archgen from Checkout.archgen. Yours to edit.

import Foundation

#if canImport(SwiftUI)
import SwiftUI

/// What the screen shows, updated by the presenter.
@Observable
final class CheckoutScreenModel: CheckoutView {
    let presenter: any CheckoutPresentation

    // What the view's commands set; the screen shows it.
    private(set) var visible: Bool = false
    private(set) var viewModel: Checkout.LoadOrder.ViewModel?

    init(presenter: any CheckoutPresentation) {
        self.presenter = presenter
    }

    func showSpinner(_ visible: Bool) {
        self.visible = visible
    }

    func displayLoadOrder(viewModel: Checkout.LoadOrder.ViewModel) {
        self.viewModel = viewModel
    }
}

/// The module's screen.
struct CheckoutScreen: View {
    /// Internal, not private: the route tests of the module that opens this one read it.
    @State var model: CheckoutScreenModel

    init(model: CheckoutScreenModel) {
        _model = State(initialValue: model)
    }

    var body: some View {
        List {
            Text(String(describing: model.visible))
            Text(model.viewModel.map { String(describing: $0) } ?? "")
        }
        .onAppear { model.presenter.onAppear() }
    }
}
#endif
