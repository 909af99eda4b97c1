import Foundation

final class CatalogViewModel: CatalogViewModelProtocol {
    weak var delegate: CatalogViewModelDelegate?
    private let coordinator: CatalogCoordinatorProtocol
    private let productsService: ProductsFetching
    private var products: [Product] = []

    let title = "Catalog"

    init(coordinator: CatalogCoordinatorProtocol, productsService: ProductsFetching) {
        self.coordinator = coordinator
        self.productsService = productsService
    }

    func onAppear() {
        productsService.fetchProducts { [weak self] result in
            switch result {
            case .success(let products):
                self?.products = products
                self?.delegate?.showProducts(products.map(\.title))
            case .failure:
                self?.delegate?.showError("Could not load the catalog.")
            }
        }
    }

    func didSelectProduct(at index: Int) {
        guard products.indices.contains(index) else { return }
        coordinator.showProduct(products[index], delegate: self)
    }
}

extension CatalogViewModel: ProductDetailDelegate {
    func productWasAddedToCart(_ product: Product) {
        delegate?.showProducts(products.map { $0 == product ? $0.title + " (in cart)" : $0.title })
    }
}
