// Created by archgen from Main.archgen. Yours to edit.

import Foundation
#if canImport(UIKit)
import UIKit
#endif

/// Builds the module: it has no routes, so no router is kept.
@MainActor
final class MainRouter {
    /// Builds the module's actors, then the view `makeView` makes with its
    /// presenter, which keeps them alive.
    @discardableResult
    static func assemble<ViewType: MainView>(
        view makeView: (any MainPresentation) -> ViewType,
        storage: any Storage
    ) -> (view: ViewType, presenter: MainPresenter) {
        let interactor = MainInteractor(storage: storage)
        let presenter = MainPresenter(interactor: interactor)
        let view = makeView(presenter)
        presenter.view = view
        interactor.output = presenter
        return (view, presenter)
    }
}

#if canImport(UIKit)
extension MainRouter {
    /// The module's entry point: its view controller, every actor linked.
    static func create(storage: any Storage) -> UIViewController {
        let module = assemble(view: { MainViewController(presenter: $0) }, storage: storage)
        return module.view
    }
}
#endif
