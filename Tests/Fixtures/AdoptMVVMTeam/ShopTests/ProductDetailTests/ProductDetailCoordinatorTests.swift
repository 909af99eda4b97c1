import Testing
@testable import Shop

@Suite struct ProductDetailCoordinatorTests {
    @Test func closingWithoutAViewControllerDoesNothing() {
        ProductDetailCoordinator().close()
    }
}
