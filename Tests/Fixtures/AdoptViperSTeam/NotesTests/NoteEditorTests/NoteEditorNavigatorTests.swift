@testable import Notes
import XCTest

final class NoteEditorNavigatorTests: XCTestCase {
    final class StoreStub: NoteSaving {
        func save(_ note: Note) {}
    }

    final class AnalyticsStub: AnalyticsService {
        func track(_ event: String) {}
    }

    func testTheModuleShowsItsNoteAndClosesOnceSaved() {
        let scene = NoteEditorNavigator.makeModule(note: Note(id: 1, text: "Buy tea"), store: StoreStub(), analytics: AnalyticsStub(),
                                                   delegate: nil)
        var closed = false
        scene.onClose = { closed = true }

        scene.start()
        scene.saveTapped(text: "Buy tea")

        XCTAssertEqual(scene.text, "Buy tea")
        XCTAssertTrue(scene.saved)
        XCTAssertTrue(closed)
    }
}
