import Testing
@testable import Notes

@Suite struct NoteListWorkerTests {
    @Test func fetchNotesPresentsTheStoredNotesAndTracksIt() {
        let store = NotesStoreStub(), presenter = NoteListPresenterSpy(), analytics = AnalyticsRecorder()
        store.notes = [Note(id: 2, text: "Call Ann")]
        let worker = NoteListWorker(store: store, analytics: analytics)
        worker.presenter = presenter

        worker.fetchNotes()

        #expect(presenter.presented == [[Note(id: 2, text: "Call Ann")]])
        #expect(analytics.events == ["notes_listed"])
    }
}
