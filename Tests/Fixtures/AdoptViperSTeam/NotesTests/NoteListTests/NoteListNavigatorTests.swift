#if canImport(UIKit)
import Testing
@testable import Notes

@MainActor
@Suite struct NoteListNavigatorTests {
    @Test func makeModuleLinksTheSceneToItsDirector() {
        let scene = NoteListNavigator.makeModule(store: NotesStoreStub(), analytics: AnalyticsRecorder()) as? NoteListScene

        #expect(scene?.eventsHandler is NoteListDirector)
    }
}
#endif
