import Foundation

protocol CatalogViewModelProtocol: AnyObject {
    var title: String { get }
    func onAppear()
    func didSelectProduct(at index: Int)
}

protocol CatalogViewModelDelegate: AnyObject {
    func showProducts(_ titles: [String])
    func showError(_ message: String)
}

protocol CatalogCoordinatorProtocol: AnyObject {
    func showProduct(_ product: Product, delegate: ProductDetailDelegate?)
}

protocol ProductsFetching {
    func fetchProducts(completion: @escaping (Result<[Product], Error>) -> Void)
}
