import XCTest
@testable import App

@MainActor
final class CheckoutPresenterTests: XCTestCase {
    func testItPaysForTheOrderItWasCreatedWithAndShowsItPaid() async {
        let interactor = CheckoutInteractionSpy()
        let view = CheckoutViewSpy()
        let sut = CheckoutPresenter(orderID: "O-42")
        sut.interactor = interactor
        sut.view = view

        sut.didTapPay()
        XCTAssertEqual(interactor.payOrderIDReceivedOrderID, "O-42")

        sut.didPay()
        XCTAssertEqual(view.showPaidOrderIDReceivedOrderID, "O-42")
    }

    func testTheRouterGivesThePresenterTheModulesInput() async {
        let presenter = CheckoutRouter.assemble(view: CheckoutViewSpy(), orderID: "O-7")
        presenter.didTapPay()
        XCTAssertTrue(presenter.interactor is CheckoutInteractor)
    }
}
