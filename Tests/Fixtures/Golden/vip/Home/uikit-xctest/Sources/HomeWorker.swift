// Created by archgen from Home.archgen. Yours to edit.
// The Home screen.

import Foundation

/// The interactor's helper (Clean Swift's worker): work worth reusing or
/// testing on its own, such as fetching, storing or computing, goes here as
/// methods the interactor calls.
final class HomeWorker {}
