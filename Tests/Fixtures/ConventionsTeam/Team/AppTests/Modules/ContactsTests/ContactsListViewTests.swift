import XCTest
@testable import App

@MainActor
final class ContactsListViewTests: XCTestCase {
    func testTheRouterBuildsTheViewWithItsPresenter() async {
        let (view, presenter) = ContactsRouter.assemble { ContactsListView(presenter: $0) }
        XCTAssertTrue(presenter.view === view)
        presenter.didLoad(names: ["Ada", "Alan"])
        XCTAssertEqual(view.names, ["Ada", "Alan"])
    }

    func testPullingToRefreshAsksThePresenter() async {
        let presenter = ContactsPresentationSpy()
        let sut = ContactsListView(presenter: presenter)
        sut.pullToRefresh()
        XCTAssertEqual(presenter.refreshCallsCount, 1)
    }
}
