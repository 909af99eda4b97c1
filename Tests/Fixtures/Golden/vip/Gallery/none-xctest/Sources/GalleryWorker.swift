// Created by archgen from Gallery.archgen. Yours to edit.

import Foundation

/// The interactor's helper (Clean Swift's worker): work worth reusing or
/// testing on its own, such as fetching, storing or computing, goes here as
/// methods the interactor calls.
final class GalleryWorker {}
