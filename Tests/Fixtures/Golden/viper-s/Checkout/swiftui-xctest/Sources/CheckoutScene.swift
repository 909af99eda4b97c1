// Created by archgen from Checkout.archgen. Yours to edit.

import Foundation

#if canImport(SwiftUI)
import SwiftUI

/// What the scene shows, updated by the director.
@Observable
final class CheckoutSceneModel: Checkout_DisplayUI {
    /// The module's director, held strongly: the model keeps the module alive.
    let eventsHandler: any Checkout_HandleUIEvents

    // What the view's commands set; the screen shows it.
    private(set) var visible: Bool = false
    private(set) var viewModel: Checkout.LoadOrder.ViewModel?

    init(eventsHandler: any Checkout_HandleUIEvents) {
        self.eventsHandler = eventsHandler
    }

    func showSpinner(_ visible: Bool) {
        self.visible = visible
    }

    func displayLoadOrder(viewModel: Checkout.LoadOrder.ViewModel) {
        self.viewModel = viewModel
    }
}

/// The module's scene.
struct CheckoutScene: View {
    /// Internal, not private: the route tests of the module that opens this one read it.
    @State var model: CheckoutSceneModel

    init(model: CheckoutSceneModel) {
        _model = State(initialValue: model)
    }

    var body: some View {
        List {
            Text(String(describing: model.visible))
            Text(model.viewModel.map { String(describing: $0) } ?? "")
        }
        .onAppear { model.eventsHandler.onAppear() }
    }
}
#endif
