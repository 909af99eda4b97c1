import XCTest
@testable import Journal

private struct Titles: EntryCounting {
    var all: [String]
    func titles() -> [String] { all }
}

@MainActor
private final class StatsViewSpy: EntryStatsView {
    private(set) var shown: [String] = []
    func show(count: Int, longestTitle: String?) { shown.append("\(count) \(longestTitle ?? "-")") }
}

@MainActor
final class EntryStatsPresenterTests: XCTestCase {
    func testItShowsHowManyEntriesThereAreAndTheLongestTitle() async {
        let view = StatsViewSpy()
        let presenter = EntryStatsPresenter(counter: Titles(all: ["Walk", "Marathon", "Run"]))
        presenter.view = view

        presenter.refresh()

        XCTAssertEqual(view.shown, ["3 Marathon"])
    }

    func testWithNoEntryThereIsNoLongestTitle() async {
        let view = StatsViewSpy()
        let presenter = EntryStatsBuilder.build(view: view, counter: Titles(all: []))

        presenter.refresh()

        XCTAssertEqual(view.shown, ["0 -"])
    }
}
