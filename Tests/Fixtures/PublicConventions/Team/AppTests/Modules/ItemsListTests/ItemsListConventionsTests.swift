import Foundation
import XCTest
@testable import App

/// The team's director calls its implicitly unwrapped `ui`; its navigator navigates from its base class's `viewController`.
@MainActor
final class ItemsListConventionsTests: XCTestCase {
    func testTheDirectorShowsTheTitlesOnItsUI() async {
        let ui = ItemsList_DisplayUISpy()
        let sut = ItemsListDirector(dataManager: ItemsList_ManageDataSpy(), navigator: ItemsList_NavigateSpy())
        sut.ui = ui

        sut.didLoad(titles: ["Milk"])

        XCTAssertEqual(ui.showTitlesReceivedTitles, ["Milk"])
    }

    func testTheNavigatorNavigatesFromItsBaseClasssViewController() async throws {
        let ui = ItemsList_DisplayUISpy()
        let module = ItemsListNavigator.assemble(ui: { _ in ui })
        let navigator = try XCTUnwrap(module.director.navigator as? ItemsListNavigator)

        module.director.didSelect(index: 2)

        XCTAssertIdentical(navigator.viewController, ui)
        XCTAssertEqual(navigator.openedIndex, 2)
    }
}
