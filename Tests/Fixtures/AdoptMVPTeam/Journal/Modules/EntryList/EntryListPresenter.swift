import Foundation

@MainActor
final class EntryListPresenter: EntryListPresenting {
    weak var view: EntryListView?
    /// Opens the editor on an entry, or on a new one (nil); set by the builder.
    var openEditor: ((Entry?) -> Void)?
    private let store: EntryStoring
    private var entries: [Entry] = []

    init(store: EntryStoring) {
        self.store = store
    }

    func viewDidLoad() {
        entries = store.entries()
        if entries.isEmpty {
            view?.showEmpty()
        } else {
            view?.show(titles: entries.map(\.title))
        }
    }

    func didSelectEntry(at index: Int) {
        guard entries.indices.contains(index) else { return }
        openEditor?(entries[index])
    }

    func didTapAdd() {
        openEditor?(nil)
    }
}

extension EntryListPresenter: EntryEditorDelegate {
    func editorDidSave(_ entry: Entry) {
        store.save(entry)
        viewDidLoad()
    }
}
