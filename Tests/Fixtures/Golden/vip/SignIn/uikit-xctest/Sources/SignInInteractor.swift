// Created by archgen from SignIn.archgen. Yours to edit.
// Signs a user in with a username.

import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

@preconcurrency @MainActor
final class SignInInteractor: SignInBusinessLogic, SignInDataStore {
    /// Held strongly, unlike VIPER's output: in Clean Swift the interactor
    /// owns the presenter, and the presenter holds the view controller weakly.
    var presenter: (any SignInPresentationLogic)!
    let fetcher: any NetworkDataFetcher

    init(fetcher: any NetworkDataFetcher) {
        self.fetcher = fetcher
    }

    func signIn(username: String) {
        // TODO: Do the work, then present the response.
    }
}
