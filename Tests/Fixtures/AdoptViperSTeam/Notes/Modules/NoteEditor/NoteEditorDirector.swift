//
//  NoteEditorDirector.swift
//  Notes
//

import Foundation

final class NoteEditorDirector: NoteEditor_HandleUIEvents, NoteEditor_PresentData {
    weak var ui: NoteEditor_DisplayUI?
    weak var delegate: NoteEditor_Delegate?
    var dataManager: NoteEditor_ManageData!
    var navigator: NoteEditor_Navigate!
    private let note: Note

    init(note: Note) {
        self.note = note
    }

    // MARK: - UI events

    func onUIReady() {
        ui?.display(text: note.text)
    }

    func onSave(text: String) {
        var edited = note
        edited.text = text
        dataManager.save(note: edited)
    }

    // MARK: - Data

    func presentSaved(note: Note) {
        ui?.displaySaved()
        delegate?.noteEditorDidSave(note: note)
        navigator.close()
    }
}
