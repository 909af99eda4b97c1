import XCTest
@testable import Notes

final class NoteListViewModelTests: XCTestCase {
    final class StoreStub: NoteStoring {
        var result: Result<[Note], Error> = .success([])
        func notes() throws -> [Note] { try result.get() }
    }

    final class CoordinatorSpy: NoteListCoordinating {
        var opened: [Int] = []
        func openNote(id: Int) { opened.append(id) }
    }

    struct Failure: Error {}

    private let milk = Note(id: 7, title: "Milk")

    func testViewDidLoadShowsTheStoredNotes() {
        let store = StoreStub()
        store.result = .success([milk])
        let sut = NoteListViewModel(store: store, coordinator: CoordinatorSpy())
        var shown: [[Note]] = []
        sut.showNotes = { shown.append($0) }

        sut.viewDidLoad()

        XCTAssertEqual(shown, [[milk]])
        XCTAssertFalse(sut.isLoading)
    }

    func testAFailingStoreShowsAnError() {
        let store = StoreStub()
        store.result = .failure(Failure())
        let sut = NoteListViewModel(store: store, coordinator: CoordinatorSpy())
        var errors: [String] = []
        sut.showError = { errors.append($0) }

        sut.viewDidLoad()

        XCTAssertEqual(errors, ["The notes could not be loaded"])
    }

    func testTappingALoadedNoteOpensIt() {
        let store = StoreStub()
        store.result = .success([milk])
        let coordinator = CoordinatorSpy()
        let sut = NoteListViewModel(store: store, coordinator: coordinator)
        sut.viewDidLoad()

        sut.noteTapped(at: 0)
        sut.noteTapped(at: 1)

        XCTAssertEqual(coordinator.opened, [7])
    }
}
