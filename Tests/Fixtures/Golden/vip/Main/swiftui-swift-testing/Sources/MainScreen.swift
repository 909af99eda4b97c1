// Created by archgen from Main.archgen. Yours to edit.

import Foundation

#if canImport(SwiftUI)
import SwiftUI

/// What the screen shows, updated by the presenter.
@Observable
final class MainScreenModel: MainDisplayLogic {
    /// The scene, linked by `MainConfigurator`: the model owns it.
    let interactor: any MainBusinessLogic
    let router: any MainDataPassing

    // What the view's commands set; the screen shows it.
    private(set) var viewModel: Main.CurrentTime.ViewModel?

    init(interactor: any MainBusinessLogic, router: any MainDataPassing) {
        self.interactor = interactor
        self.router = router
    }

    func updateClockTime(viewModel: Main.CurrentTime.ViewModel) {
        self.viewModel = viewModel
    }

    func setUserInfo(viewModel: Main.UserInfo.ViewModel) {
        // TODO: Update the UI.
    }

    func updateFromUserInfo(viewModel: Main.UserInfo.ViewModel) {
        // TODO: Update the UI.
    }
}

/// The scene's screen.
struct MainScreen: View {
    /// Internal, not private: the route tests of the module that opens this one read it.
    @State var model: MainScreenModel

    init(model: MainScreenModel) {
        _model = State(initialValue: model)
    }

    var body: some View {
        List {
            Text(model.viewModel.map { String(describing: $0) } ?? "")
        }
    }
}
#endif
