// Created by archgen from PhotoList.archgen. Yours to edit.

import Foundation

#if canImport(SwiftUI)
import SwiftUI

/// What the screen shows, set by the view model through its output (each
/// command's arguments are published); the screen owns this model, which
/// keeps the view model.
final class PhotoListScreenModel: ObservableObject, PhotoListViewModelOutput {
    /// The module's view model, held strongly: the model keeps the module alive.
    let viewModel: any PhotoListViewModelInput

    // What the view model's commands set; the screen shows it.
    @Published private(set) var isLoading: Bool = false
    @Published private(set) var cells: [PhotoListCellViewModel] = []
    @Published private(set) var message: String = ""

    init(viewModel: any PhotoListViewModelInput) {
        self.viewModel = viewModel
    }

    func showLoading(_ isLoading: Bool) {
        self.isLoading = isLoading
    }

    func show(cells: [PhotoListCellViewModel]) {
        self.cells = cells
    }

    func showAlert(message: String) {
        self.message = message
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
