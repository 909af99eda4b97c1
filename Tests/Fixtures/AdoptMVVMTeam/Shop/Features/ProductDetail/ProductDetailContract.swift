import Foundation

protocol ProductDetailViewModelProtocol: AnyObject {
    func onAppear()
    func addToCartTapped()
}

protocol ProductDetailView: AnyObject {
    func show(title: String, price: String)
    func showAddedToCart()
}

protocol ProductDetailCoordinatorProtocol: AnyObject {
    func close()
}

protocol ProductDetailDelegate: AnyObject {
    func productWasAddedToCart(_ product: Product)
}

protocol CartStoring {
    func add(_ product: Product)
}
