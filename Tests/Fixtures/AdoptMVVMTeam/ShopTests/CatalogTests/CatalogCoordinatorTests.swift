import XCTest
@testable import Shop

final class CatalogCoordinatorTests: XCTestCase {
    func testWithoutACartShowingAProductDoesNothing() {
        CatalogCoordinator().showProduct(Product(id: 1, title: "Tea", price: 3), delegate: nil)
    }
}
