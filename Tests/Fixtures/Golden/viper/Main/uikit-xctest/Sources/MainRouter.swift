// Created by archgen from Main.archgen. Yours to edit.

import Foundation
#if canImport(UIKit)
import UIKit
#endif

/// Builds the module: it has no routes, so no router is kept.
@preconcurrency @MainActor
final class MainRouter {
    /// Links the module's actors around `view`, which keeps them alive.
    /// Free of UIKit and SwiftUI, so the wiring is tested on any platform.
    @discardableResult
    static func assemble(view: some MainView, storage: any Storage) -> MainPresenter {
        let presenter = MainPresenter()
        let interactor = MainInteractor(storage: storage)
        view.presenter = presenter
        presenter.view = view
        presenter.interactor = interactor
        interactor.output = presenter
        return presenter
    }
}

#if canImport(UIKit)
extension MainRouter {
    /// The module's entry point: its view controller, every actor linked.
    static func create(storage: any Storage) -> UIViewController {
        let viewController = MainViewController()
        assemble(view: viewController, storage: storage)
        return viewController
    }
}
#endif
