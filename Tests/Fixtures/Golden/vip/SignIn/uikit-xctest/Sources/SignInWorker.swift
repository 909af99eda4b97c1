// Created by archgen from SignIn.archgen. Yours to edit.
// Signs a user in with a username.

import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The interactor's helper (Clean Swift's worker): work worth reusing or
/// testing on its own, such as fetching, storing or computing, goes here.
/// The interactor creates one when it needs it; a dependency that tests should
/// replace belongs under the spec's `services`, which are injected and mocked.
final class SignInWorker {}
