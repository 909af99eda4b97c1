// Created by archgen from Main.archgen. Yours to edit.

import Foundation

#if canImport(UIKit)
import UIKit

final class MainViewController: UIViewController, MainDisplayLogic {
    /// The scene, linked by `MainConfigurator`: the view controller owns it.
    let interactor: any MainBusinessLogic
    let router: any MainDataPassing

    init(interactor: any MainBusinessLogic, router: any MainDataPassing) {
        self.interactor = interactor
        self.router = router
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
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
#endif
