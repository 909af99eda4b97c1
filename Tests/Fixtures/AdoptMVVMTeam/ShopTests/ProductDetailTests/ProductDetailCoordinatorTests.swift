import XCTest
@testable import Shop

final class ProductDetailCoordinatorTests: XCTestCase {
    func testClosingWithoutAViewControllerDoesNothing() {
        ProductDetailCoordinator().close()
    }
}
