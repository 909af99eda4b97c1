import Foundation

/// The team's navigator: its `viewController` comes from the team's base
/// class; archgen's `scene` link stays as archgen names it.
@preconcurrency @MainActor
final class ItemsListNavigator: BaseNavigator {
    weak var scene: (any ItemsList_DisplayUI)?
    /// The index of the item last opened (what the app pushes from `viewController`).
    private(set) var openedIndex: Int?

    static func assemble<ViewType: ItemsList_DisplayUI>(
        ui makeUi: (any ItemsList_HandleUIEvents) -> ViewType
    ) -> (ui: ViewType, director: ItemsListDirector) {
        let worker = ItemsListWorker()
        let navigator = ItemsListNavigator()
        let director = ItemsListDirector(dataManager: worker, navigator: navigator)
        let ui = makeUi(director)
        director.ui = ui
        worker.presenter = director
        navigator.scene = ui
        navigator.viewController = ui
        return (ui, director)
    }
}

extension ItemsListNavigator: ItemsList_Navigate {
    func openDetails(index: Int) {
        guard viewController != nil else { return }
        openedIndex = index
    }
}
