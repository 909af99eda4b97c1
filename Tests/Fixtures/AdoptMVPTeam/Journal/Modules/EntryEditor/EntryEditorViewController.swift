#if canImport(UIKit)
import UIKit

final class EntryEditorViewController: UIViewController, EntryEditorView {
    var presenter: EntryEditorPresenting!
    private(set) var entryTitle = ""
    private(set) var entryText = ""
    private(set) var isTitleMissingShown = false

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter.viewDidLoad()
    }

    func saveTapped(title: String, text: String) {
        presenter.didTapSave(title: title, text: text)
    }

    func fill(title: String, text: String) {
        entryTitle = title
        entryText = text
    }

    func showTitleIsMissing() {
        isTitleMissingShown = true
    }
}
#endif
