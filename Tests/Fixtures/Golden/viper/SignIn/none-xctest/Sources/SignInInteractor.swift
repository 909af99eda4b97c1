// Created by archgen from SignIn.archgen. Yours to edit.

import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

@MainActor
final class SignInInteractor: SignInInteraction {
    weak var output: (any SignInInteractorOutput)?
    let fetcher: any NetworkDataFetcher

    init(fetcher: any NetworkDataFetcher) {
        self.fetcher = fetcher
    }

    func signIn(username: String) {
        // TODO: Do the work, then report to the output.
    }
}
