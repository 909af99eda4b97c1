@testable import Notes
import XCTest

final class NoteEditorDirectorTests: XCTestCase {
    final class UISpy: NoteEditor_DisplayUI {
        var texts: [String] = []
        var savedCount = 0
        func display(text: String) { texts.append(text) }
        func displaySaved() { savedCount += 1 }
    }

    final class DataManagerSpy: NoteEditor_ManageData {
        var saved: [Note] = []
        func save(note: Note) { saved.append(note) }
    }

    final class NavigatorSpy: NoteEditor_Navigate {
        var closed = false
        func close() { closed = true }
    }

    final class DelegateSpy: NoteEditor_Delegate {
        var saved: [Note] = []
        func noteEditorDidSave(note: Note) { saved.append(note) }
    }

    private let note = Note(id: 1, text: "Buy tea")

    func testUIReadyDisplaysTheNotesText() {
        let ui = UISpy()
        let director = NoteEditorDirector(note: note)
        director.ui = ui

        director.onUIReady()

        XCTAssertEqual(ui.texts, ["Buy tea"])
    }

    func testSavingAsksTheWorkerWithTheEditedText() {
        let dataManager = DataManagerSpy()
        let director = NoteEditorDirector(note: note)
        director.dataManager = dataManager

        director.onSave(text: "Buy green tea")

        XCTAssertEqual(dataManager.saved, [Note(id: 1, text: "Buy green tea")])
    }

    func testASavedNoteTellsTheDelegateAndCloses() {
        let ui = UISpy(), navigator = NavigatorSpy(), delegate = DelegateSpy()
        let director = NoteEditorDirector(note: note)
        director.ui = ui
        director.navigator = navigator
        director.delegate = delegate

        director.presentSaved(note: note)

        XCTAssertEqual(ui.savedCount, 1)
        XCTAssertEqual(delegate.saved, [note])
        XCTAssertTrue(navigator.closed)
    }
}
