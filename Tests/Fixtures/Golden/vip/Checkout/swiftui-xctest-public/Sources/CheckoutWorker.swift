// Created by archgen from Checkout.archgen. Yours to edit.

import Foundation

/// Clean Swift's worker, for work worth reusing or testing on its own, such
/// as fetching, storing or computing. Nothing uses it yet: give it that work
/// and have the interactor hold one, or name it in the spec's `services`
/// (archgen then passes it to the interactor, with its mock for the tests).
final class CheckoutWorker {}
