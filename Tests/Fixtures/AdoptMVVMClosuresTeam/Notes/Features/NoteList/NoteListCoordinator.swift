#if canImport(UIKit)
import UIKit
#endif

final class NoteListCoordinator: NoteListCoordinating {
    weak var view: NoteListViewModelOutput?

    #if canImport(UIKit)
    @MainActor static func start(store: NoteStoring) -> UIViewController {
        let coordinator = NoteListCoordinator()
        let viewModel = NoteListViewModel(store: store, coordinator: coordinator)
        let view = NoteListViewController(viewModel: viewModel)
        coordinator.view = view
        return view
    }
    #endif

    func openNote(id: Int) {}
}
