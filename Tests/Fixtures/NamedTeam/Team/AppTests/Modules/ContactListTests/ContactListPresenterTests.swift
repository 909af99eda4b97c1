import XCTest
@testable import App

// The team's tests: main-actor XCTest classes, as Swift 6 wants them, with archgen's spies.
@MainActor
final class ContactListPresenterTests: XCTestCase {
    func testRefreshAsksTheInteractor() async {
        let interactor = MockContactListInteractorProtocol()
        let presenter = ContactListPresenter(interactor: interactor, router: MockContactListRouterProtocol())

        await presenter.refresh()

        XCTAssertEqual(interactor.loadContactsCallsCount, 1)
    }

    func testLoadedContactsAreShownSortedAndSearched() async {
        let presenter = ContactListPresenter(interactor: MockContactListInteractorProtocol(), router: MockContactListRouterProtocol())
        let view = MockContactListPresenterDelegate()
        presenter.view = view

        presenter.didLoad(contacts: [Contact(id: "2", name: "Linus"), Contact(id: "1", name: "Ada")])
        presenter.search(for: "ad")

        XCTAssertEqual(view.showContactsReceivedInvocations.map { $0.map(\.name) }, [["Ada", "Linus"], ["Ada"]])
    }
}
