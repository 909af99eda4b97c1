import XCTest
@testable import App

// The team's own test: an ordinary (nonisolated) XCTest class using the shared mock and entities.
final class WalletBalanceTests: XCTestCase {
    func testTheMockGivesTheStubbedBalance() async throws {
        let finance = FinanceServiceMock()
        finance.balanceOfReturnValue = Money(amount: 12, currency: "EUR")
        let balance = try await finance.balance(of: Account(id: "1", name: "Main"))
        XCTAssertEqual(balance.description, "12 EUR")
        XCTAssertEqual(finance.balanceOfCallsCount, 1)
    }
}
