// Created by archgen from Main.archgen. Yours to edit.

import Foundation

#if canImport(SwiftUI)
import SwiftUI

/// What the screen shows, updated by the presenter.
final class MainScreenModel: ObservableObject, MainDisplayLogic {
    /// The scene, linked by `MainConfigurator`: the model owns it.
    let interactor: any MainBusinessLogic
    let router: any MainDataPassing

    init(interactor: any MainBusinessLogic, router: any MainDataPassing) {
        self.interactor = interactor
        self.router = router
    }

    func updateClockTime(viewModel: Main.CurrentTime.ViewModel) {
        // TODO: Update the UI.
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
    @StateObject private var model: MainScreenModel

    init(model: @autoclosure @escaping () -> MainScreenModel) {
        _model = StateObject(wrappedValue: model())
    }

    var body: some View {
        Text("Main")
    }
}
#endif
