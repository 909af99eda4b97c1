// Created by archgen from SignIn.archgen. Yours to edit.

import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The interactor's helper: work worth reusing or testing on its own, such
/// as fetching, storing or computing.
final class SignInWorker {}
