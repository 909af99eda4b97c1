import XCTest
@testable import Journal

@MainActor
private final class ViewStub: EntryListView {
    func show(titles: [String]) {}
    func showEmpty() {}
}

private struct NoEntries: EntryStoring {
    func entries() -> [Entry] { [] }
    func save(_ entry: Entry) {}
}

@MainActor
final class EntryListBuilderTests: XCTestCase {
    func testTheBuilderLinksThePresenterToTheView() async {
        let view = ViewStub()

        let presenter = EntryListBuilder.build(view: view, store: NoEntries())

        XCTAssertTrue(presenter.view === view)
    }
}
