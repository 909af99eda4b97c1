//
//  NoteListContract.swift
//  Notes
//

import Foundation

// MARK: - Director -> UI
protocol NoteList_DisplayUI: AnyObject {
    func display(titles: [String])
}

// MARK: - UI -> Director
protocol NoteList_HandleUIEvents: AnyObject {
    func onUIReady()
    func onNoteSelected(index: Int)
}

// MARK: - Director -> Worker
protocol NoteList_ManageData: AnyObject {
    func fetchNotes()
}

// MARK: - Worker -> Director
protocol NoteList_PresentData: AnyObject {
    func present(notes: [Note])
}

// MARK: - Director -> Navigator
protocol NoteList_Navigate: AnyObject {
    func gotoEditor(note: Note, delegate: NoteEditor_Delegate?)
}

protocol NotesStoring {
    func allNotes() -> [Note]
}
