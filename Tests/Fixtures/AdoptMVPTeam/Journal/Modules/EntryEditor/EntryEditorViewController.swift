#if canImport(UIKit)
import UIKit

final class EntryEditorViewController: UIViewController, EntryEditorView {
    var presenter: EntryEditorPresenting!
    private let titleField = UITextField()
    private let textView = UITextView()

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .save, primaryAction: UIAction { [weak self] _ in
            guard let self else { return }
            presenter.didTapSave(title: titleField.text ?? "", text: textView.text)
        })
        presenter.viewDidLoad()
    }

    func fill(title: String, text: String) {
        titleField.text = title
        textView.text = text
    }

    func showTitleIsMissing() {
        titleField.placeholder = "A title, please"
    }
}
#endif
