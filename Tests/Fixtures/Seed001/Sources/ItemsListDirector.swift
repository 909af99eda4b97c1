// Seed 001, "VIPER-S: writing your own architecture and understand its
// importance" (part 3, Think And Build): the ItemsList director. The article
// shows `onUIReady`, `onItemSelected(index:)`, `onAddItem` and
// `present(items:)`, transcribed with its layout; the other methods follow the
// same flow (show the loader, ask the worker; update the UI, stop the loader).
// archgen's seed-compatibility test compiles it against the contract and the
// navigator generated for ItemsList.archgen (golden viper-s/ItemsList/uikit-xctest).
//
// Changed for archgen's contract, each marked `archgen:` below: the director
// holds the UI weakly (styles.md's memory rule), so calls read `ui?.`; the
// spec's `ItemUI` is free of UIKit (a date string and an `enabled` flag where
// the example project shows a colour).

import Foundation

class ItemsListDirector {

    var dataManager: ItemsList_ManageData!
    weak var ui: ItemsList_DisplayUI? // archgen: weak, the scene owns the module
    var navigator: ItemsList_Navigate!

    // Data

    var items: [Item] = []

    // UI

    var itemsUI: [ItemUI] {
        // archgen: ItemUI(name:date:enabled:), the spec's entity
        return items.map { ItemUI(name: $0.name, date: Self.dateFormatter.string(from: $0.date), enabled: $0.enabled) }
    }

    private static let dateFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateStyle = .medium
        formatter.timeStyle = .short
        return formatter
    }()
}

// MARK: - Present Data

extension ItemsListDirector: ItemsList_PresentData {

    func present(items:[Item]){
        self.items = items
        ui?.display(items: itemsUI) // archgen: ui?.
        ui?.toggle(loading: false)
    }

    func presentSuccess() {
        ui?.displaySuccess()
        ui?.toggle(loading: false)
    }

    func presentError() {
        ui?.displayError()
        ui?.toggle(loading: false)
    }
}

// MARK: - Handle UI Events

extension ItemsListDirector: ItemsList_HandleUIEvents {

    func onUIReady() {
        ui?.toggle(loading: true) // archgen: ui?.
        dataManager.fetchItems()
    }

    func onItemSelected(index:Int) {
        let item = items[index]
        navigator.gotoDetail(for: item)
    }

    func onAddItem() {
        navigator.gotoAddItem(with: self)
    }

    func onDeleteAll() {
        ui?.toggle(loading: true)
        dataManager.deleteAllItems()
    }
}

// MARK: - ItemsAdd_Delegate

extension ItemsListDirector: ItemsAdd_Delegate {

    // A new item was created by the ItemsAdd module: reload the list.
    func itemDidCreate() {
        ui?.toggle(loading: true)
        dataManager.fetchItems()
    }
}
