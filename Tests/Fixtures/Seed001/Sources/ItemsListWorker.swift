// Seed 001, "VIPER-S: writing your own architecture and understand its
// importance" (part 3, Think And Build): the ItemsList worker. The article
// describes it: `fetchItems` asks the `NetworkManager` for the items and
// presents them, or presents an error when the call fails; `deleteAllItems`
// does the same with a flush. archgen's seed-compatibility test compiles it
// against the contract generated for ItemsList.archgen.
//
// Changed for archgen's contract: the worker holds its presenter weakly
// (styles.md's memory rule), marked `archgen:` below.

import Foundation

class ItemsListWorker {

    weak var presenter: ItemsList_PresentData? // archgen: weak, the director owns the worker
}

extension ItemsListWorker: ItemsList_ManageData {

    func fetchItems() {
        NetworkManager.getItems { [weak self] items, completed in
            if completed {
                self?.presenter?.present(items: items)
            } else {
                self?.presenter?.presentError()
            }
        }
    }

    func deleteAllItems() {
        NetworkManager.flushItems { [weak self] completed in
            if completed {
                self?.presenter?.present(items: [])
            } else {
                self?.presenter?.presentError()
            }
        }
    }
}
