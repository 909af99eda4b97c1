//
//  NoteEditorScene.swift
//  Notes
//

import Foundation

/// The editor's state, drawn by whichever screen shows it: no UIKit here.
final class NoteEditorScene: NoteEditor_DisplayUI {
    var eventsHandler: NoteEditor_HandleUIEvents!
    var onClose: (() -> Void)?
    private(set) var text = ""
    private(set) var saved = false

    func start() {
        eventsHandler.onUIReady()
    }

    func saveTapped(text: String) {
        eventsHandler.onSave(text: text)
    }

    func display(text: String) {
        self.text = text
    }

    func displaySaved() {
        saved = true
    }
}
