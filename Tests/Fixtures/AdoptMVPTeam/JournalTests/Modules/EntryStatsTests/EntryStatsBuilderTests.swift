import XCTest
@testable import Journal

@MainActor
private final class StatsViewStub: EntryStatsView {
    func show(count: Int, longestTitle: String?) {}
}

private struct NoTitles: EntryCounting {
    func titles() -> [String] { [] }
}

@MainActor
final class EntryStatsBuilderTests: XCTestCase {
    func testTheBuilderLinksThePresenterToTheView() async {
        let view = StatsViewStub()

        let presenter = EntryStatsBuilder.build(view: view, counter: NoTitles())

        XCTAssertTrue(presenter.view === view)
    }
}
