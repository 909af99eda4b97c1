// Created by archgen from SignIn.archgen. Yours to edit.

import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

@preconcurrency @MainActor
final class SignInInteractor: SignInInteraction {
    weak var output: (any SignInInteractorOutput)?
    var fetcher: (any NetworkDataFetcher)!

    func signIn(username: String) {
        // TODO: Do the work, then report to the output.
    }
}
