// Created by archgen from Checkout.archgen. Yours to edit.

import Foundation

#if canImport(SwiftUI)
import SwiftUI

/// What the scene shows, updated by the director.
final class CheckoutSceneModel: ObservableObject, Checkout_DisplayUI {
    /// The module's director, held strongly: the model keeps the module alive.
    let eventsHandler: any Checkout_HandleUIEvents

    init(eventsHandler: any Checkout_HandleUIEvents) {
        self.eventsHandler = eventsHandler
    }

    func showSpinner(_ visible: Bool) {
        // TODO: Update the UI.
    }

    func displayLoadOrder(viewModel: Checkout.LoadOrder.ViewModel) {
        // TODO: Update the UI.
    }
}

/// The module's scene.
struct CheckoutScene: View {
    @StateObject private var model: CheckoutSceneModel

    init(model: @autoclosure @escaping () -> CheckoutSceneModel) {
        _model = StateObject(wrappedValue: model())
    }

    var body: some View {
        Text("Checkout")
    }
}
#endif
