import Foundation

/// The team's storage: the user's defaults.
final class DefaultsStorage: SettingsStorage {
    func value(forKey key: String) -> String? {
        UserDefaults.standard.string(forKey: key)
    }
}
