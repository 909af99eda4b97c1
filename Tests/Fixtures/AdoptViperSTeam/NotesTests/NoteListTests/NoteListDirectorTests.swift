import Testing
@testable import Notes

@Suite struct NoteListDirectorTests {
    private let tea = Note(id: 1, text: "Buy tea")

    @Test func uiReadyFetchesTheNotes() {
        let dataManager = NoteListDataManagerSpy()
        let director = NoteListDirector()
        director.dataManager = dataManager

        director.onUIReady()

        #expect(dataManager.fetchCount == 1)
    }

    @Test func presentedNotesAreDisplayedByTitle() {
        let ui = NoteListUISpy()
        let director = NoteListDirector()
        director.ui = ui

        director.present(notes: [tea])

        #expect(ui.displayedTitles == [["Buy tea"]])
    }

    @Test func selectingANoteOpensTheEditor() {
        let navigator = NoteListNavigatorSpy()
        let director = NoteListDirector()
        director.navigator = navigator
        director.present(notes: [tea])

        director.onNoteSelected(index: 0)

        #expect(navigator.openedNotes == [tea])
    }

    @Test func aSavedNoteRefreshesTheList() {
        let dataManager = NoteListDataManagerSpy()
        let director = NoteListDirector()
        director.dataManager = dataManager

        director.noteEditorDidSave(note: tea)

        #expect(dataManager.fetchCount == 1)
    }
}
