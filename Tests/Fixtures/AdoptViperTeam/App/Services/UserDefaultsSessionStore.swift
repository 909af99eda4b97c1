import Foundation

final class UserDefaultsSessionStore: SessionStoreProtocol {
    func clear() {
        UserDefaults.standard.removeObject(forKey: "session")
    }
}
