#if canImport(UIKit)
import UIKit
import XCTest
@testable import Journal

@MainActor
private final class PresenterSpy: EntryListPresenting {
    private(set) var calls: [String] = []
    func viewDidLoad() { calls.append("viewDidLoad") }
    func didSelectEntry(at index: Int) { calls.append("didSelectEntry(\(index))") }
    func didTapAdd() { calls.append("didTapAdd") }
}

@MainActor
final class EntryListViewControllerTests: XCTestCase {
    func testItTellsThePresenterWhatTheUserDoes() async {
        let presenter = PresenterSpy()
        let controller = EntryListViewController()
        controller.presenter = presenter

        controller.viewDidLoad()
        controller.rowTapped(at: 2)
        controller.addTapped()

        XCTAssertEqual(presenter.calls, ["viewDidLoad", "didSelectEntry(2)", "didTapAdd"])
    }

    func testTheBuilderMakesTheListAroundItsPresenter() async throws {
        let controller = EntryListBuilder.create(store: EmptyStore(), navigation: UINavigationController())

        let list = try XCTUnwrap(controller as? EntryListViewController)
        XCTAssertTrue((list.presenter as? EntryListPresenter)?.view === list)
    }
}

private struct EmptyStore: EntryStoring {
    func entries() -> [Entry] { [] }
    func save(_ entry: Entry) {}
}
#endif
