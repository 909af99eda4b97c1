import XCTest
@testable import App

@MainActor
final class ContactListInteractorTests: XCTestCase {
    func testTheServicesContactsGoToTheOutput() async {
        let interactor = ContactListInteractor()
        let output = MockContactListInteractorDelegate()
        let contacts = ContactsServiceMock()
        contacts.allReturnValue = [Contact(id: "1", name: "Ada")]
        interactor.presenter = output
        interactor.contacts = contacts

        await interactor.loadContacts()

        XCTAssertEqual(output.didLoadContactsReceivedContacts, [Contact(id: "1", name: "Ada")])
        XCTAssertFalse(output.didFailErrorCalled)
    }
}
