#if canImport(UIKit)
import UIKit
#endif

final class ProductDetailCoordinator: ProductDetailCoordinatorProtocol {
    #if canImport(UIKit)
    weak var viewController: UIViewController?

    static func start(product: Product, cart: CartStoring, delegate: ProductDetailDelegate?) -> UIViewController {
        let coordinator = ProductDetailCoordinator()
        let viewModel = ProductDetailViewModel(product: product, cart: cart, coordinator: coordinator)
        viewModel.delegate = delegate
        let view = ProductDetailViewController(viewModel: viewModel)
        viewModel.view = view
        coordinator.viewController = view
        return view
    }
    #endif

    func close() {
        #if canImport(UIKit)
        viewController?.navigationController?.popViewController(animated: true)
        #endif
    }
}
