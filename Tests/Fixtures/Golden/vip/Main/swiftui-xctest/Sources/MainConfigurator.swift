// Created by archgen from Main.archgen. Yours to edit.

import Foundation
#if canImport(SwiftUI)
import SwiftUI
#endif

/// Builds the scene: the interactor, the presenter and the router, linked
/// around the screen's model.
@MainActor
enum MainConfigurator {
    /// Links the scene's actors around `model`, the screen's model, which owns
    /// the scene: it keeps the interactor and the router returned.
    /// Free of UIKit and SwiftUI, so the wiring is tested on any platform.
    static func configure(
        model: some MainDisplayLogic,
        storage: any Storage
    ) -> (interactor: MainInteractor, router: MainRouter) {
        let interactor = MainInteractor(storage: storage)
        let presenter = MainPresenter()
        let router = MainRouter()
        interactor.presenter = presenter
        presenter.viewController = model
        router.viewController = model
        router.dataStore = interactor
        return (interactor, router)
    }
}

#if canImport(SwiftUI)
extension MainConfigurator {
    /// The scene's entry point: its screen, every actor linked.
    static func create(storage: any Storage) -> MainScreen {
        let model = MainScreenModel()
        let scene = configure(model: model, storage: storage)
        model.interactor = scene.interactor
        model.router = scene.router
        return MainScreen(model: model)
    }
}
#endif
