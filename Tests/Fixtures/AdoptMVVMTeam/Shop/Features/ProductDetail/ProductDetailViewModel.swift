import Foundation

final class ProductDetailViewModel: ProductDetailViewModelProtocol {
    weak var view: ProductDetailView?
    weak var delegate: ProductDetailDelegate?
    private let coordinator: ProductDetailCoordinatorProtocol
    private let cart: CartStoring
    private let product: Product

    init(product: Product, cart: CartStoring, coordinator: ProductDetailCoordinatorProtocol) {
        self.product = product
        self.cart = cart
        self.coordinator = coordinator
    }

    func onAppear() {
        view?.show(title: product.title, price: String(format: "%.2f", product.price))
    }

    func addToCartTapped() {
        cart.add(product)
        view?.showAddedToCart()
        delegate?.productWasAddedToCart(product)
        coordinator.close()
    }
}
