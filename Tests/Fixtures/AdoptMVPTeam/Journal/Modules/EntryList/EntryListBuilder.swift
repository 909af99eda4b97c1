#if canImport(UIKit)
import UIKit
#endif

enum EntryListBuilder {
    /// Links a presenter to `view`; the view keeps it.
    @MainActor static func build(view: EntryListView, store: EntryStoring) -> EntryListPresenter {
        let presenter = EntryListPresenter(store: store)
        presenter.view = view
        return presenter
    }
}

#if canImport(UIKit)
extension EntryListBuilder {
    @MainActor static func create(store: EntryStoring, navigation: UINavigationController) -> UIViewController {
        let controller = EntryListViewController()
        let presenter = build(view: controller, store: store)
        controller.presenter = presenter
        presenter.openEditor = { [weak navigation, weak presenter] entry in
            navigation?.pushViewController(EntryEditorBuilder.create(entry: entry, delegate: presenter), animated: true)
        }
        return controller
    }
}
#endif
