import XCTest
@testable import Journal

private final class StoreStub: EntryStoring {
    var stored: [Entry] = []
    private(set) var saved: [Entry] = []
    func entries() -> [Entry] { stored }
    func save(_ entry: Entry) {
        saved.append(entry)
        stored.append(entry)
    }
}

@MainActor
private final class ViewSpy: EntryListView {
    private(set) var shownTitles: [[String]] = []
    private(set) var emptyShown = 0
    func show(titles: [String]) { shownTitles.append(titles) }
    func showEmpty() { emptyShown += 1 }
}

@MainActor
final class EntryListPresenterTests: XCTestCase {
    private let walk = Entry(id: 1, title: "Walk", text: "By the river.")

    func testItShowsTheStoredEntries() async {
        let store = StoreStub()
        store.stored = [walk]
        let view = ViewSpy()
        let presenter = EntryListPresenter(store: store)
        presenter.view = view

        presenter.viewDidLoad()

        XCTAssertEqual(view.shownTitles, [["Walk"]])
    }

    func testItSaysWhenThereIsNoEntry() async {
        let view = ViewSpy()
        let presenter = EntryListPresenter(store: StoreStub())
        presenter.view = view

        presenter.viewDidLoad()

        XCTAssertEqual(view.emptyShown, 1)
    }

    func testSelectingAnEntryOpensItInTheEditor() async {
        let store = StoreStub()
        store.stored = [walk]
        let presenter = EntryListPresenter(store: store)
        var opened: [Entry?] = []
        presenter.openEditor = { opened.append($0) }
        presenter.viewDidLoad()

        presenter.didSelectEntry(at: 0)
        presenter.didTapAdd()

        XCTAssertEqual(opened, [walk, nil])
    }

    func testAnEntryTheEditorSavedIsStoredAndShown() async {
        let store = StoreStub()
        let view = ViewSpy()
        let presenter = EntryListPresenter(store: store)
        presenter.view = view

        presenter.editorDidSave(walk)

        XCTAssertEqual(store.saved, [walk])
        XCTAssertEqual(view.shownTitles.last, ["Walk"])
    }
}
