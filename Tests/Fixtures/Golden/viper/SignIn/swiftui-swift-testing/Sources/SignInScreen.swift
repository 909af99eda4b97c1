// Created by archgen from SignIn.archgen. Yours to edit.

import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

#if canImport(SwiftUI)
import SwiftUI

/// What the screen shows, updated by the presenter.
final class SignInScreenModel: ObservableObject, SignInView {
    let presenter: any SignInPresentation

    init(presenter: any SignInPresentation) {
        self.presenter = presenter
    }

    func updateLoading(loading: Bool) {
        // TODO: Update the UI.
    }
}

/// The module's screen.
struct SignInScreen: View {
    @StateObject private var model: SignInScreenModel

    init(model: @autoclosure @escaping () -> SignInScreenModel) {
        _model = StateObject(wrappedValue: model())
    }

    var body: some View {
        Text("SignIn")
    }
}
#endif
