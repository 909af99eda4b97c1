#if canImport(UIKit)
import UIKit
#endif

enum EntryEditorBuilder {
    @MainActor static func build(view: EntryEditorView, entry: Entry?, delegate: EntryEditorDelegate?) -> EntryEditorPresenter {
        let presenter = EntryEditorPresenter(entry: entry)
        presenter.view = view
        presenter.delegate = delegate
        return presenter
    }
}

#if canImport(UIKit)
extension EntryEditorBuilder {
    @MainActor static func create(entry: Entry?, delegate: EntryEditorDelegate?) -> UIViewController {
        let controller = EntryEditorViewController()
        controller.presenter = build(view: controller, entry: entry, delegate: delegate)
        return controller
    }
}
#endif
