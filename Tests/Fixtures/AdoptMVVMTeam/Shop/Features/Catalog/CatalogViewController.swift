#if canImport(UIKit)
import UIKit

final class CatalogViewController: UITableViewController, CatalogViewModelDelegate {
    private let viewModel: CatalogViewModelProtocol
    private var titles: [String] = []

    init(viewModel: CatalogViewModelProtocol) {
        self.viewModel = viewModel
        super.init(style: .plain)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = viewModel.title
        viewModel.onAppear()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { titles.count }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        viewModel.didSelectProduct(at: indexPath.row)
    }

    func showProducts(_ titles: [String]) {
        self.titles = titles
        tableView.reloadData()
    }

    func showError(_ message: String) {
        present(UIAlertController(title: nil, message: message, preferredStyle: .alert), animated: true)
    }
}
#endif
