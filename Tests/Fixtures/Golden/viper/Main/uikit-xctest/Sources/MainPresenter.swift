// Created by archgen from Main.archgen. Yours to edit.

import Foundation

@MainActor
final class MainPresenter: MainPresentation {
    weak var view: (any MainView)?
    let interactor: any MainInteraction

    init(interactor: any MainInteraction) {
        self.interactor = interactor
    }

    func updateCurrentTime() {
        // TODO: Ask the interactor.
    }

    func saveUserInfo(request: Main.UserInfo.Request) {
        // TODO: Ask the interactor.
    }

    func getUserInfo() {
        // TODO: Ask the interactor.
    }

    func showGreeting() {
        // TODO: Ask the interactor.
    }

    func userInfoChanged(request: Main.UserInfo.Request) {
        // TODO: Ask the interactor.
    }
}

// MARK: - MainInteractorOutput

extension MainPresenter: MainInteractorOutput {
    func displayCurrentTime(response: Main.CurrentTime.Response) {
        // TODO: Update the view.
    }

    func setUserInfo(response: Main.UserInfo.Response) {
        // TODO: Update the view.
    }

    func updateUserInfo(response: Main.UserInfo.Response) {
        // TODO: Update the view.
    }
}
