import XCTest
@testable import Shop

private final class FakeProducts: ProductsFetching {
    var result: Result<[Product], Error> = .success([])
    func fetchProducts(completion: @escaping (Result<[Product], Error>) -> Void) { completion(result) }
}

private final class ViewSpy: CatalogViewModelDelegate {
    var shown: [[String]] = []
    var errors: [String] = []
    func showProducts(_ titles: [String]) { shown.append(titles) }
    func showError(_ message: String) { errors.append(message) }
}

private final class CoordinatorSpy: CatalogCoordinatorProtocol {
    var shownProducts: [Product] = []
    func showProduct(_ product: Product, delegate: ProductDetailDelegate?) { shownProducts.append(product) }
}

final class CatalogViewModelTests: XCTestCase {
    private let tea = Product(id: 1, title: "Tea", price: 3)

    func testOnAppearShowsTheProducts() {
        let products = FakeProducts()
        products.result = .success([tea])
        let view = ViewSpy()
        let viewModel = CatalogViewModel(coordinator: CoordinatorSpy(), productsService: products)
        viewModel.delegate = view

        viewModel.onAppear()

        XCTAssertEqual(view.shown, [["Tea"]])
        XCTAssertEqual(viewModel.title, "Catalog")
    }

    func testSelectingAProductOpensIt() {
        let products = FakeProducts()
        products.result = .success([tea])
        let coordinator = CoordinatorSpy()
        let viewModel = CatalogViewModel(coordinator: coordinator, productsService: products)
        viewModel.onAppear()

        viewModel.didSelectProduct(at: 0)

        XCTAssertEqual(coordinator.shownProducts, [tea])
    }

    func testAProductAddedToTheCartIsMarked() {
        let products = FakeProducts()
        products.result = .success([tea])
        let view = ViewSpy()
        let viewModel = CatalogViewModel(coordinator: CoordinatorSpy(), productsService: products)
        viewModel.delegate = view
        viewModel.onAppear()

        viewModel.productWasAddedToCart(tea)

        XCTAssertEqual(view.shown.last, ["Tea (in cart)"])
    }
}
