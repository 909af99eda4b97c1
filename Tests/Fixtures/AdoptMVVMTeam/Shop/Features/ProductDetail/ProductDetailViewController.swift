#if canImport(UIKit)
import UIKit

final class ProductDetailViewController: UIViewController, ProductDetailView {
    private let viewModel: ProductDetailViewModelProtocol
    private let titleLabel = UILabel()

    init(viewModel: ProductDetailViewModelProtocol) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(titleLabel)
        viewModel.onAppear()
    }

    func show(title: String, price: String) {
        titleLabel.text = "\(title): \(price)"
    }

    func showAddedToCart() {
        titleLabel.text = "Added"
    }
}
#endif
