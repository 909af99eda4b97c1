import Testing
@testable import Shop

@Suite struct ProductDetailViewModelTests {
    final class CartSpy: CartStoring {
        var added: [Product] = []
        func add(_ product: Product) { added.append(product) }
    }

    final class ViewSpy: ProductDetailView {
        var shown: [String] = []
        var addedToCart = false
        func show(title: String, price: String) { shown.append("\(title) \(price)") }
        func showAddedToCart() { addedToCart = true }
    }

    final class CoordinatorSpy: ProductDetailCoordinatorProtocol {
        var closed = false
        func close() { closed = true }
    }

    final class DelegateSpy: ProductDetailDelegate {
        var added: [Product] = []
        func productWasAddedToCart(_ product: Product) { added.append(product) }
    }

    private let tea = Product(id: 1, title: "Tea", price: 3)

    @Test func onAppearShowsTheTitleAndPrice() {
        let view = ViewSpy()
        let viewModel = ProductDetailViewModel(product: tea, cart: CartSpy(), coordinator: CoordinatorSpy())
        viewModel.view = view

        viewModel.onAppear()

        #expect(view.shown == ["Tea 3.00"])
    }

    @Test func addingToTheCartTellsTheDelegateAndCloses() {
        let cart = CartSpy(), view = ViewSpy(), coordinator = CoordinatorSpy(), delegate = DelegateSpy()
        let viewModel = ProductDetailViewModel(product: tea, cart: cart, coordinator: coordinator)
        viewModel.view = view
        viewModel.delegate = delegate

        viewModel.addToCartTapped()

        #expect(cart.added == [tea])
        #expect(view.addedToCart)
        #expect(delegate.added == [tea])
        #expect(coordinator.closed)
    }
}
