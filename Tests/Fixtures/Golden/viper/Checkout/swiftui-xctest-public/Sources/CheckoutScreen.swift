// Created by archgen from Checkout.archgen. Yours to edit.

import Foundation

#if canImport(SwiftUI)
import SwiftUI

/// What the screen shows, updated by the presenter.
final class CheckoutScreenModel: ObservableObject, CheckoutView {
    let presenter: any CheckoutPresentation

    init(presenter: any CheckoutPresentation) {
        self.presenter = presenter
    }

    func showSpinner(_ visible: Bool) {
        // TODO: Update the UI.
    }

    func displayLoadOrder(viewModel: Checkout.LoadOrder.ViewModel) {
        // TODO: Update the UI.
    }
}

/// The module's screen.
public struct CheckoutScreen: View {
    @StateObject private var model: CheckoutScreenModel

    init(model: @autoclosure @escaping () -> CheckoutScreenModel) {
        _model = StateObject(wrappedValue: model())
    }

    public var body: some View {
        Text("Checkout")
    }
}
#endif
