import XCTest
@testable import Notes

final class NoteListCoordinatorTests: XCTestCase {
    func testOpeningANoteWithoutAViewDoesNothing() {
        NoteListCoordinator().openNote(id: 1)
    }
}
