import Foundation

/// The signed-in session, kept by the app.
public final class KeychainSessionStore: SessionStoreProtocol {
    public init() {}

    public func clear() {
        UserDefaults.standard.removeObject(forKey: "session")
    }
}
