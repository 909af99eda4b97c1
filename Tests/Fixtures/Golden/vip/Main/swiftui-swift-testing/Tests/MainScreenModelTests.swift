// Created by archgen from Main.archgen. Yours to edit.

import Foundation
import Testing
@testable import Main

#if canImport(SwiftUI)
@MainActor
struct MainScreenModelTests {
    @Test func updateClockTimeViewModelSetsViewModel() {
        // Given
        let viewModel: Main.CurrentTime.ViewModel = Main.CurrentTime.ViewModel(displayTime: "displayTime")
        let sut = MainScreenModel(interactor: MainBusinessLogicSpy(), router: MainDataPassingSpy())

        // When
        sut.updateClockTime(viewModel: viewModel)

        // Then
        #expect(sut.viewModel == viewModel)
    }
}
#endif
