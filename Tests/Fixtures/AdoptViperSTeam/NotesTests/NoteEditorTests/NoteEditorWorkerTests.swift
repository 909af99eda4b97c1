@testable import Notes
import XCTest

final class NoteEditorWorkerTests: XCTestCase {
    final class StoreSpy: NoteSaving {
        var saved: [Note] = []
        func save(_ note: Note) { saved.append(note) }
    }

    final class PresenterSpy: NoteEditor_PresentData {
        var presented: [Note] = []
        func presentSaved(note: Note) { presented.append(note) }
    }

    final class AnalyticsSpy: AnalyticsService {
        var events: [String] = []
        func track(_ event: String) { events.append(event) }
    }

    func testSaveStoresTheNoteTracksItAndPresentsIt() {
        let store = StoreSpy(), presenter = PresenterSpy(), analytics = AnalyticsSpy()
        let worker = NoteEditorWorker(store: store, analytics: analytics)
        worker.presenter = presenter
        let note = Note(id: 3, text: "Water plants")

        worker.save(note: note)

        XCTAssertEqual(store.saved, [note])
        XCTAssertEqual(presenter.presented, [note])
        XCTAssertEqual(analytics.events, ["note_saved"])
    }
}
