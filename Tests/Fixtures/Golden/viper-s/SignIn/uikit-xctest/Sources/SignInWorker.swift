// Created by archgen from SignIn.archgen. Yours to edit.

import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Does the director's data requests and presents their results.
@MainActor
final class SignInWorker {
    weak var presenter: (any SignIn_PresentData)?
    let fetcher: any NetworkDataFetcher

    init(fetcher: any NetworkDataFetcher) {
        self.fetcher = fetcher
    }
}

// MARK: - SignIn_ManageData

extension SignInWorker: SignIn_ManageData {
    func signIn(username: String) {
        // TODO: Do the work, then present its result.
    }
}
