// Created by archgen from Main.archgen. Yours to edit.

import Foundation

#if canImport(UIKit)
import UIKit

final class MainViewController: UIViewController, MainDisplayLogic {
    /// The scene, linked by `MainConfigurator`: the view controller owns it.
    var interactor: (any MainBusinessLogic)?
    var router: (any MainDataPassing)?

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
#endif
