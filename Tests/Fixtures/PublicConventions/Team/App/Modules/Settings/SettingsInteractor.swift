import Foundation

/// The team's interactor: the user ID is a `let` its data store reads, and
/// the storage has a default the app relies on.
@preconcurrency @MainActor
final class SettingsInteractor: SettingsBusinessLogic, SettingsDataStore {
    let presenter: any SettingsPresentationLogic
    let storage: any SettingsStorage
    let userID: String

    init(presenter: any SettingsPresentationLogic, storage: any SettingsStorage = DefaultsStorage(), userID: String) {
        self.presenter = presenter
        self.storage = storage
        self.userID = userID
    }

    func loadName(request: Settings.LoadName.Request) {
        presenter.presentLoadName(response: Settings.LoadName.Response(name: storage.value(forKey: userID) ?? ""))
    }
}
