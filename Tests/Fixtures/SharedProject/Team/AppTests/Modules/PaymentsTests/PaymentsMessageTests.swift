import XCTest
@testable import App

// The team's own test: the payment's models are the app's messages.
final class PaymentsMessageTests: XCTestCase {
    func testAResponseAndAViewModelAreMessages() {
        let receipt = Receipt(id: "r1", total: Money(amount: 3, currency: "EUR"))
        let messages: [any MessageProtocol] = [
            Payments.Pay.Response(receipt: receipt, text: receipt.text), Payments.Pay.ViewModel(title: "Paid"),
        ]
        XCTAssertEqual(messages.map(\.text), ["Paid 3 EUR", "Paid"])
    }
}
