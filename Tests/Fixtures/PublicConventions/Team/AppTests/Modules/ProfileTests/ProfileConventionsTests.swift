import Foundation
import XCTest
@testable import App

/// The team's presenter keeps its delegate, and formats with the formatter its init defaults to.
@MainActor
final class ProfileConventionsTests: XCTestCase {
    func testThePresenterShowsTheYearWithItsOwnFormatter() async {
        let view = ProfileViewSpy()
        let module = ProfileRouter.assemble(view: { _ in view }, joined: Date(timeIntervalSince1970: 0), delegate: nil)

        module.presenter.viewDidLoad()

        XCTAssertEqual(view.showJoinedReceivedJoined, "1970")
    }

    func testThePresenterTellsTheDelegateItKeeps() async {
        let sut = ProfilePresenter(interactor: ProfileInteractionSpy(), joined: Date(timeIntervalSince1970: 0))
        sut.delegate = ProfileDelegateSpy()

        sut.didTapDone()

        XCTAssertEqual((sut.delegate as? ProfileDelegateSpy)?.profileDidFinishCallsCount, 1)
    }
}
