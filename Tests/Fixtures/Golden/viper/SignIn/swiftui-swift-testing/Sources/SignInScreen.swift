// Created by archgen from SignIn.archgen. Yours to edit.

import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

#if canImport(SwiftUI)
import SwiftUI

/// What the screen shows, updated by the presenter.
@Observable
final class SignInScreenModel: SignInView {
    let presenter: any SignInPresentation

    // What the view's commands set; the screen shows it.
    private(set) var loading: Bool = false

    init(presenter: any SignInPresentation) {
        self.presenter = presenter
    }

    func updateLoading(loading: Bool) {
        self.loading = loading
    }
}

/// The module's screen.
struct SignInScreen: View {
    /// Internal, not private: the route tests of the module that opens this one read it.
    @State var model: SignInScreenModel

    init(model: SignInScreenModel) {
        _model = State(initialValue: model)
    }

    var body: some View {
        List {
            Text(String(describing: model.loading))
        }
    }
}
#endif
