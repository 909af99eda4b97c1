// Created by archgen from Main.archgen. Yours to edit.

import Foundation
#if canImport(SwiftUI)
import SwiftUI
#endif

/// Builds the scene: the interactor, the presenter and the router, linked
/// around the screen's model.
@MainActor
enum MainConfigurator {
    /// Builds the scene's actors, then the screen's model `makeModel`
    /// makes with its interactor and router, which owns the scene.
    static func configure<ViewType: MainDisplayLogic>(
        model makeModel: (any MainBusinessLogic, any MainDataPassing) -> ViewType,
        storage: any Storage
    ) -> (model: ViewType, interactor: MainInteractor, router: MainRouter) {
        let presenter = MainPresenter()
        let interactor = MainInteractor(presenter: presenter, storage: storage)
        let router = MainRouter()
        let model = makeModel(interactor, router)
        presenter.viewController = model
        router.view = model
        router.dataStore = interactor
        return (model, interactor, router)
    }
}

#if canImport(SwiftUI)
extension MainConfigurator {
    /// The scene's entry point: its screen, every actor linked.
    static func create(storage: any Storage) -> MainScreen {
        let scene = configure(model: { MainScreenModel(interactor: $0, router: $1) }, storage: storage)
        return MainScreen(model: scene.model)
    }
}
#endif
