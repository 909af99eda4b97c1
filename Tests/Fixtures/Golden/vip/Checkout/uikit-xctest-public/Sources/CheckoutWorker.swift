// Created by archgen from Checkout.archgen. Yours to edit.

import Foundation

/// The interactor's helper (Clean Swift's worker): work worth reusing or
/// testing on its own, such as fetching, storing or computing, goes here.
/// The interactor creates one when it needs it; a dependency that tests should
/// replace belongs under the spec's `services`, which are injected and mocked.
final class CheckoutWorker {}
