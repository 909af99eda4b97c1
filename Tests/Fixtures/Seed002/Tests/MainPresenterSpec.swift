// Seed 002, "Putting Your View Controllers on a Diet Using the Clean Swift (VIP)
// Architecture, Part 3": the article's MainPresenterSpec set-up, in XCTest
// instead of Quick. As in its `beforeEach`, the article's MainViewControllerMock
// is plugged into the presenter archgen scaffolds (the article's presenter also
// takes a date formatter, which the scaffold does not have). The tests check
// the link, that the presenter holds the view controller weakly, and that the
// mock captures the view models sent through the link.

import XCTest
@testable import Main

@MainActor
final class MainPresenterSpec: XCTestCase {
    var presenter: MainPresenter!
    var viewController: MainViewControllerMock!

    override func setUp() async throws {
        presenter = MainPresenter()
        viewController = MainViewControllerMock()

        presenter.viewController = viewController
    }

    func testTheViewControllerMockIsPluggedIntoThePresenter() async {
        XCTAssertIdentical(presenter.viewController, viewController)
    }

    func testThePresenterDoesNotKeepItsViewController() async {
        viewController = nil
        XCTAssertNil(presenter.viewController)
    }

    func testTheViewControllerMockCapturesTheViewModels() async {
        presenter.viewController?.updateClockTime(viewModel: Main.CurrentTime.ViewModel(displayTime: "2019"))
        presenter.viewController?.setUserInfo(
            viewModel: Main.UserInfo.ViewModel(name: "Anne", isSaveEnabled: false, isGreetEnabled: true))
        XCTAssertEqual(viewController.currentTimeViewModel.displayTime, "2019")
        XCTAssertEqual(viewController.userInfoViewModel.name, "Anne")
        XCTAssertTrue(viewController.userInfoViewModel.isGreetEnabled)
    }
}
