//
//  NoteListScene.swift
//  Notes
//

#if canImport(UIKit)
import UIKit

final class NoteListScene: UIViewController, @MainActor NoteList_DisplayUI {
    var eventsHandler: NoteList_HandleUIEvents!
    private(set) var titles: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        eventsHandler.onUIReady()
    }

    func rowTapped(at index: Int) {
        eventsHandler.onNoteSelected(index: index)
    }

    func display(titles: [String]) {
        self.titles = titles
    }
}
#endif
