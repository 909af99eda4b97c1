import Foundation

/// The team's director: its scene link is implicitly unwrapped, so it calls the UI without `?`.
@preconcurrency @MainActor
final class ItemsListDirector {
    weak var ui: ItemsList_DisplayUI!
    let dataManager: any ItemsList_ManageData
    let navigator: any ItemsList_Navigate

    init(dataManager: any ItemsList_ManageData, navigator: any ItemsList_Navigate) {
        self.dataManager = dataManager
        self.navigator = navigator
    }
}

extension ItemsListDirector: ItemsList_HandleUIEvents {
    func viewDidLoad() {
        dataManager.loadTitles()
    }

    func didSelect(index: Int) {
        navigator.openDetails(index: index)
    }
}

extension ItemsListDirector: ItemsList_PresentData {
    func didLoad(titles: [String]) {
        ui.show(titles: titles)
    }
}
