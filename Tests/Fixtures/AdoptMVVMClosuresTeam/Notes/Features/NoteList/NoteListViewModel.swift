import Foundation

final class NoteListViewModel: NoteListViewModelInput {
    var showNotes: (([Note]) -> Void)?
    var showError: ((_ message: String) -> Void)?
    private(set) var isLoading = false
    private let store: NoteStoring
    private let coordinator: NoteListCoordinating
    private var notes: [Note] = []

    init(store: NoteStoring, coordinator: NoteListCoordinating) {
        self.store = store
        self.coordinator = coordinator
    }

    func viewDidLoad() {
        isLoading = true
        defer { isLoading = false }
        do {
            notes = try store.notes()
            showNotes?(notes)
        } catch {
            showError?("The notes could not be loaded")
        }
    }

    func noteTapped(at index: Int) {
        guard notes.indices.contains(index) else { return }
        coordinator.openNote(id: notes[index].id)
    }
}
