//
//  NoteListDirector.swift
//  Notes
//

import Foundation

final class NoteListDirector: NoteList_HandleUIEvents, NoteList_PresentData {
    weak var ui: NoteList_DisplayUI?
    var dataManager: NoteList_ManageData!
    var navigator: NoteList_Navigate!
    private(set) var notes: [Note] = []

    // MARK: - UI events

    func onUIReady() {
        dataManager.fetchNotes()
    }

    func onNoteSelected(index: Int) {
        guard notes.indices.contains(index) else { return }
        navigator.gotoEditor(note: notes[index], delegate: self)
    }

    // MARK: - Data

    func present(notes: [Note]) {
        self.notes = notes
        ui?.display(titles: notes.map(\.text))
    }
}

// MARK: - NoteEditor_Delegate

extension NoteListDirector: NoteEditor_Delegate {
    func noteEditorDidSave(note: Note) {
        dataManager.fetchNotes()
    }
}
