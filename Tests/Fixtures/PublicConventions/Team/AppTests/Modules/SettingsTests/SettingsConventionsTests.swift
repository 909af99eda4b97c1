import Foundation
import XCTest
@testable import App

/// The data store's user ID is get-only; the interactor's storage defaults to the user's defaults.
@MainActor
final class SettingsConventionsTests: XCTestCase {
    func testTheDataStoreReadsTheUserID() async {
        let store: any SettingsDataStore = SettingsInteractor(presenter: SettingsPresentationLogicSpy(), userID: "ada")

        XCTAssertEqual(store.userID, "ada")
    }

    func testTheInteractorStoresInTheUsersDefaultsUnlessGivenAStorage() async {
        let sut = SettingsInteractor(presenter: SettingsPresentationLogicSpy(), userID: "ada")

        XCTAssertTrue(sut.storage is DefaultsStorage)
    }
}
