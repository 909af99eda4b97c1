import Foundation

/// The accounts server's sign-in.
final class RemoteAuthService: AuthServiceProtocol {
    func login(email: String, password: String) -> String? {
        email.split(separator: "@").first.map(String.init)
    }
}
