// Created by archgen from Main.archgen. Yours to edit.

import Foundation
import XCTest
@testable import Main

#if canImport(SwiftUI)
@MainActor
final class MainScreenModelTests: XCTestCase {
    func testUpdateClockTimeViewModelSetsViewModel() async {
        // Given
        let viewModel: Main.CurrentTime.ViewModel = Main.CurrentTime.ViewModel(displayTime: "displayTime")
        let sut = MainScreenModel(interactor: MainBusinessLogicSpy(), router: MainDataPassingSpy())

        // When
        sut.updateClockTime(viewModel: viewModel)

        // Then
        XCTAssertEqual(sut.viewModel, viewModel)
    }
}
#endif
