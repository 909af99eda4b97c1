// Created by archgen from Main.archgen. Yours to edit.

import Foundation

@MainActor
final class MainInteractor: MainInteraction {
    weak var output: (any MainInteractorOutput)?
    let storage: any Storage

    init(storage: any Storage) {
        self.storage = storage
    }
}
