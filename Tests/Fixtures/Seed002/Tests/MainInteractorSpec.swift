// Seed 002, "Putting Your View Controllers on a Diet Using the Clean Swift (VIP)
// Architecture, Part 3": the article's MainInteractorSpec set-up, in XCTest
// instead of Quick. As in its `beforeEach`, the article's MainPresenterMock and
// StorageMock are plugged into the interactor archgen scaffolds (the article
// passes the storage to `init(storage:)`; the scaffold injects it as a
// property). The scaffold's requests are TODOs, so the tests check what the
// generated code does decide: the links, the interactor keeping its presenter,
// and that calls through those links reach the mocks.

import XCTest
@testable import Main

@MainActor
final class MainInteractorSpec: XCTestCase {
    var interactor: MainInteractor!
    var presenter: MainPresenterMock!
    var storageMock: StorageMock!

    override func setUp() async throws {
        storageMock = StorageMock()
        interactor = MainInteractor()
        presenter = MainPresenterMock()

        interactor.presenter = presenter
        interactor.storage = storageMock
    }

    func testTheMocksArePluggedIntoTheInteractor() async {
        XCTAssertIdentical(interactor.presenter, presenter)
        XCTAssertIdentical(interactor.storage as? StorageMock, storageMock)
    }

    func testTheInteractorKeepsItsPresenter() async {
        presenter = nil
        XCTAssertTrue(interactor.presenter is MainPresenterMock)
    }

    func testThePresenterMockRecordsWhatItIsAskedToPresent() async {
        interactor.presenter.setUserInfo(response: Main.UserInfo.Response(text: "Anne"))
        XCTAssertTrue(presenter.setUserInfoCalled)
        XCTAssertFalse(presenter.updateUserInfoCalled)
        XCTAssertFalse(presenter.displayCurrentTimeCalled)
    }

    func testTheStorageMockRecordsWhatTheInteractorStoresAndFetches() async {
        interactor.storage.set("Anne", forKey: "name")
        XCTAssertTrue(storageMock.valueSet)
        XCTAssertEqual(interactor.storage.string(forKey: "name"), "TestName")
        XCTAssertTrue(storageMock.valueFetched)
        XCTAssertTrue(interactor.storage.synchronize())
        XCTAssertTrue(storageMock.synchronizeCalled)
    }
}
