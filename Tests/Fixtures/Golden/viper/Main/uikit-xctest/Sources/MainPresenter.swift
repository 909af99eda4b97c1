// Created by archgen from Main.archgen. Yours to edit.

import Foundation

final class MainPresenter: MainPresentation {
    weak var view: (any MainView)?
    var interactor: (any MainInteraction)!
    var router: (any MainRoutable)!

    func updateCurrentTime() {
        // TODO: Ask the interactor or the router.
    }

    func saveUserInfo(request: Main.UserInfo.Request) {
        // TODO: Ask the interactor or the router.
    }

    func getUserInfo() {
        // TODO: Ask the interactor or the router.
    }

    func showGreeting() {
        // TODO: Ask the interactor or the router.
    }

    func userInfoChanged(request: Main.UserInfo.Request) {
        // TODO: Ask the interactor or the router.
    }
}

// MARK: - MainInteractorOutput

extension MainPresenter: MainInteractorOutput {
    func displayCurrentTime(response: Main.CurrentTime.Response) {
        // TODO: Update the view or route.
    }

    func setUserInfo(response: Main.UserInfo.Response) {
        // TODO: Update the view or route.
    }

    func updateUserInfo(response: Main.UserInfo.Response) {
        // TODO: Update the view or route.
    }
}
