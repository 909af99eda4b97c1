// Created by archgen from Main.archgen. Yours to edit.

import Foundation

#if canImport(UIKit)
import UIKit

final class MainViewController: UIViewController, MainView {
    var presenter: (any MainPresentation)!

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
