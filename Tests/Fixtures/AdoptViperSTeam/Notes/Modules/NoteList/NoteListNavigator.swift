//
//  NoteListNavigator.swift
//  Notes
//

#if canImport(UIKit)
import UIKit
#endif

final class NoteListNavigator: NoteList_Navigate {
    weak var scene: NoteList_DisplayUI?

    #if canImport(UIKit)
    @MainActor
    static func makeModule(store: NotesStoring, analytics: AnalyticsService) -> UIViewController {
        let scene = NoteListScene()
        let director = NoteListDirector()
        let worker = NoteListWorker(store: store, analytics: analytics)
        let navigator = NoteListNavigator()
        director.ui = scene
        director.dataManager = worker
        director.navigator = navigator
        worker.presenter = director
        navigator.scene = scene
        scene.eventsHandler = director
        return scene
    }
    #endif

    func gotoEditor(note: Note, delegate: NoteEditor_Delegate?) {
        #if canImport(UIKit)
        let editor = NoteEditorNavigator.makeModule(note: note, store: InMemoryNotes(), analytics: ConsoleAnalytics(), delegate: delegate)
        editor.start()
        #endif
    }
}
