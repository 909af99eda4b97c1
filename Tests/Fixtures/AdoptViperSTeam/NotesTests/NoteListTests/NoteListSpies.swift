@testable import Notes

final class NoteListUISpy: NoteList_DisplayUI {
    var displayedTitles: [[String]] = []
    func display(titles: [String]) { displayedTitles.append(titles) }
}

final class NoteListDataManagerSpy: NoteList_ManageData {
    var fetchCount = 0
    func fetchNotes() { fetchCount += 1 }
}

final class NoteListPresenterSpy: NoteList_PresentData {
    var presented: [[Note]] = []
    func present(notes: [Note]) { presented.append(notes) }
}

final class NoteListNavigatorSpy: NoteList_Navigate {
    var openedNotes: [Note] = []
    func gotoEditor(note: Note, delegate: NoteEditor_Delegate?) { openedNotes.append(note) }
}

final class NotesStoreStub: NotesStoring {
    var notes: [Note] = []
    func allNotes() -> [Note] { notes }
}

final class AnalyticsRecorder: AnalyticsService {
    var events: [String] = []
    func track(_ event: String) { events.append(event) }
}
