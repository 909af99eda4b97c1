//
//  NoteListWorker.swift
//  Notes
//

import Foundation

final class NoteListWorker: NoteList_ManageData {
    weak var presenter: NoteList_PresentData?
    private let store: NotesStoring
    private let analytics: AnalyticsService

    init(store: NotesStoring, analytics: AnalyticsService) {
        self.store = store
        self.analytics = analytics
    }

    func fetchNotes() {
        analytics.track("notes_listed")
        presenter?.present(notes: store.allNotes())
    }
}
