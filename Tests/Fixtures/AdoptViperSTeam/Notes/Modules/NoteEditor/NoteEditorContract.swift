//
//  NoteEditorContract.swift
//  Notes
//

import Foundation

// MARK: - Director -> UI
protocol NoteEditor_DisplayUI: AnyObject {
    func display(text: String)
    func displaySaved()
}

// MARK: - UI -> Director
protocol NoteEditor_HandleUIEvents: AnyObject {
    func onUIReady()
    func onSave(text: String)
}

// MARK: - Director -> Worker
protocol NoteEditor_ManageData: AnyObject {
    func save(note: Note)
}

// MARK: - Worker -> Director
protocol NoteEditor_PresentData: AnyObject {
    func presentSaved(note: Note)
}

// MARK: - Director -> Navigator
protocol NoteEditor_Navigate: AnyObject {
    func close()
}

// MARK: - Module -> the module that opened it
protocol NoteEditor_Delegate: AnyObject {
    func noteEditorDidSave(note: Note)
}

protocol NoteSaving {
    func save(_ note: Note)
}
