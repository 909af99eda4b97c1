#if canImport(UIKit)
import UIKit

final class EntryListViewController: UITableViewController, EntryListView {
    var presenter: EntryListPresenting!
    private var titles: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .add, primaryAction: UIAction { [weak self] _ in
            self?.presenter.didTapAdd()
        })
        presenter.viewDidLoad()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { titles.count }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter.didSelectEntry(at: indexPath.row)
    }

    func show(titles: [String]) {
        self.titles = titles
        tableView.reloadData()
    }

    func showEmpty() {
        titles = []
        tableView.reloadData()
    }
}
#endif
