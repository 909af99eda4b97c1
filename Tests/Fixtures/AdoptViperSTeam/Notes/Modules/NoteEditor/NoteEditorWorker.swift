//
//  NoteEditorWorker.swift
//  Notes
//

import Foundation

final class NoteEditorWorker: NoteEditor_ManageData {
    weak var presenter: NoteEditor_PresentData?
    private let store: NoteSaving
    private let analytics: AnalyticsService

    init(store: NoteSaving, analytics: AnalyticsService) {
        self.store = store
        self.analytics = analytics
    }

    func save(note: Note) {
        store.save(note)
        analytics.track("note_saved")
        presenter?.presentSaved(note: note)
    }
}
