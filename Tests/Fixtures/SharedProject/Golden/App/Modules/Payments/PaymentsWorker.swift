// Created by archgen from Payments.archgen. Yours to edit.

import Foundation

/// The interactor's helper (Clean Swift's worker): work worth reusing or
/// testing on its own, such as fetching, storing or computing, goes here as
/// methods the interactor calls.
final class PaymentsWorker {}
