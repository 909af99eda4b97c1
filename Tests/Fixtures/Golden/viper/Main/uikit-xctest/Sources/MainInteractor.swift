// Created by archgen from Main.archgen. Yours to edit.

import Foundation

final class MainInteractor: MainInteraction {
    weak var output: (any MainInteractorOutput)?
    let storage: any Storage
}
