// Created by archgen from Main.archgen. Yours to edit.

import Foundation

@MainActor
final class MainPresenter: MainPresentationLogic {
    /// Held weakly: the screen's model owns the scene.
    weak var viewController: (any MainDisplayLogic)?

    func displayCurrentTime(response: Main.CurrentTime.Response) {
        // TODO: Prepare what the view controller displays.
    }

    func setUserInfo(response: Main.UserInfo.Response) {
        // TODO: Prepare what the view controller displays.
    }

    func updateUserInfo(response: Main.UserInfo.Response) {
        // TODO: Prepare what the view controller displays.
    }
}
