// Created by archgen from SignIn.archgen. Yours to edit.

import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

@MainActor
final class SignInInteractor: SignInBusinessLogic, SignInDataStore {
    let presenter: any SignInPresentationLogic
    let fetcher: any NetworkDataFetcher

    init(presenter: any SignInPresentationLogic, fetcher: any NetworkDataFetcher) {
        self.presenter = presenter
        self.fetcher = fetcher
    }

    func signIn(username: String) {
        // TODO: Do the work, then present the response.
    }
}
