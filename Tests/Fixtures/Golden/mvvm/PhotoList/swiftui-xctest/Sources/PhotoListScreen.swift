// Created by archgen from PhotoList.archgen. Yours to edit.

import Foundation

#if canImport(SwiftUI)
import SwiftUI

/// What the screen shows, updated by the view model through its output; the
/// screen owns this model, which keeps the view model.
final class PhotoListScreenModel: ObservableObject, PhotoListViewModelOutput {
    /// The module's view model, held strongly: the model keeps the module alive.
    var viewModel: (any PhotoListViewModelInput)!

    func showLoading(_ isLoading: Bool) {
        // TODO: Update the UI.
    }

    func show(cells: [PhotoListCellViewModel]) {
        // TODO: Update the UI.
    }

    func showAlert(message: String) {
        // TODO: Update the UI.
    }
}

/// The module's screen.
struct PhotoListScreen: View {
    @StateObject private var model: PhotoListScreenModel

    init(model: @autoclosure @escaping () -> PhotoListScreenModel) {
        _model = StateObject(wrappedValue: model())
    }

    var body: some View {
        Text("PhotoList")
    }
}
#endif
