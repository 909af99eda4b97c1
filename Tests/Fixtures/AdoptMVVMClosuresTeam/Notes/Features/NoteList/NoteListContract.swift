import Foundation

/// What the view asks, and the closures it sets to be told what to show.
protocol NoteListViewModelInput: AnyObject {
    var showNotes: (([Note]) -> Void)? { get set }
    var showError: ((_ message: String) -> Void)? { get set }
    var isLoading: Bool { get }
    func viewDidLoad()
    func noteTapped(at index: Int)
}

/// What the coordinator holds the view through.
protocol NoteListViewModelOutput: AnyObject {}

protocol NoteListCoordinating: AnyObject {
    func openNote(id: Int)
}

protocol NoteStoring {
    func notes() throws -> [Note]
}
