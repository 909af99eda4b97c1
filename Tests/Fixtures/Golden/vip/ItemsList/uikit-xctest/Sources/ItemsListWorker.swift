// Created by archgen from ItemsList.archgen. Yours to edit.

import Foundation

/// The interactor's helper: work worth reusing or testing on its own, such
/// as fetching, storing or computing.
final class ItemsListWorker {}
