// Created by archgen from PhotoList.archgen. Yours to edit.

import Foundation

#if canImport(SwiftUI)
import SwiftUI

/// The module's screen.
struct PhotoListScreen: View {
    /// Internal, not private: the route tests of the module that opens this one read it.
    @State var model: PhotoListViewModel

    init(model: PhotoListViewModel) {
        _model = State(initialValue: model)
    }

    var body: some View {
        List {
            Text(String(describing: model.isLoading))
            ForEach(Array(model.cells.enumerated()), id: \.offset) { row in
                Text(String(describing: row.element))
            }
            Text(model.message)
        }
        .onAppear { model.viewDidLoad() }
    }
}
#endif
