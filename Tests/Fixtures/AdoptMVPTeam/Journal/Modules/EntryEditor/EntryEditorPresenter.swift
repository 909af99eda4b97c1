import Foundation

@MainActor
final class EntryEditorPresenter: EntryEditorPresenting {
    weak var view: EntryEditorView?
    weak var delegate: EntryEditorDelegate?
    private let entry: Entry?

    init(entry: Entry?) {
        self.entry = entry
    }

    func viewDidLoad() {
        guard let entry else { return }
        view?.fill(title: entry.title, text: entry.text)
    }

    func didTapSave(title: String, text: String) {
        guard !title.isEmpty else {
            view?.showTitleIsMissing()
            return
        }
        delegate?.editorDidSave(Entry(id: entry?.id ?? Int.random(in: 1...Int.max), title: title, text: text))
    }
}
