//
//  NoteEditorNavigator.swift
//  Notes
//

import Foundation

final class NoteEditorNavigator: NoteEditor_Navigate {
    weak var scene: NoteEditorScene?

    static func makeModule(note: Note, store: NoteSaving, analytics: AnalyticsService, delegate: NoteEditor_Delegate?) -> NoteEditorScene {
        let scene = NoteEditorScene()
        let director = NoteEditorDirector(note: note)
        let worker = NoteEditorWorker(store: store, analytics: analytics)
        let navigator = NoteEditorNavigator()
        director.ui = scene
        director.delegate = delegate
        director.dataManager = worker
        director.navigator = navigator
        worker.presenter = director
        navigator.scene = scene
        scene.eventsHandler = director
        return scene
    }

    func close() {
        scene?.onClose?()
    }
}
