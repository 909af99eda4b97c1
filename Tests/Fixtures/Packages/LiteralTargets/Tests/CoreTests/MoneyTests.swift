import Core
import XCTest

final class MoneyTests: XCTestCase {
    func testCents() {
        XCTAssertEqual(Money(cents: 250).cents, 250)
    }
}
