#if canImport(UIKit)
import Testing
@testable import Notes

@MainActor
@Suite struct NoteListSceneTests {
    final class EventsSpy: NoteList_HandleUIEvents {
        var ready = false
        var selected: [Int] = []
        func onUIReady() { ready = true }
        func onNoteSelected(index: Int) { selected.append(index) }
    }

    @Test func viewDidLoadTellsTheDirectorTheUIIsReady() {
        let events = EventsSpy()
        let scene = NoteListScene()
        scene.eventsHandler = events

        scene.viewDidLoad()

        #expect(events.ready)
    }
}
#endif
