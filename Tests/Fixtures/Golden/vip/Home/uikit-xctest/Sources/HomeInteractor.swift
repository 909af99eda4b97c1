// Created by archgen from Home.archgen. Yours to edit.

import Foundation

@MainActor
final class HomeInteractor: HomeBusinessLogic, HomeDataStore {
    let presenter: any HomePresentationLogic

    init(presenter: any HomePresentationLogic) {
        self.presenter = presenter
    }

    func refresh() {
        // TODO: Do the work, then present the response.
    }
}
