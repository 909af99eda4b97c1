#if canImport(UIKit)
import UIKit

final class EntryListViewController: UIViewController, EntryListView {
    var presenter: EntryListPresenting!
    private(set) var titles: [String] = []
    private(set) var isEmptyShown = false

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter.viewDidLoad()
    }

    func rowTapped(at index: Int) {
        presenter.didSelectEntry(at: index)
    }

    func addTapped() {
        presenter.didTapAdd()
    }

    func show(titles: [String]) {
        self.titles = titles
        isEmptyShown = false
    }

    func showEmpty() {
        titles = []
        isEmptyShown = true
    }
}
#endif
