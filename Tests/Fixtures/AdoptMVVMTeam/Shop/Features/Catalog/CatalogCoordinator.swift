#if canImport(UIKit)
import UIKit
#endif

final class CatalogCoordinator: CatalogCoordinatorProtocol {
    #if canImport(UIKit)
    weak var navigationController: UINavigationController?

    static func start(productsService: ProductsFetching, cart: CartStoring) -> UIViewController {
        let coordinator = CatalogCoordinator()
        coordinator.cart = cart
        let viewModel = CatalogViewModel(coordinator: coordinator, productsService: productsService)
        let view = CatalogViewController(viewModel: viewModel)
        viewModel.delegate = view
        return view
    }
    #endif

    var cart: CartStoring?

    func showProduct(_ product: Product, delegate: ProductDetailDelegate?) {
        #if canImport(UIKit)
        guard let cart else { return }
        let view = ProductDetailCoordinator.start(product: product, cart: cart, delegate: delegate)
        navigationController?.pushViewController(view, animated: true)
        #endif
    }
}
