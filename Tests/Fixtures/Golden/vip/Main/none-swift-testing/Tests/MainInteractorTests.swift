// Created by archgen from Main.archgen. Yours to edit.

import Foundation
import Testing
@testable import Main

@MainActor
struct MainInteractorTests {
    private let presenter = MainPresentationLogicSpy()
    private let storage = StorageMock()
    private let sut: MainInteractor

    init() {
        sut = MainInteractor(presenter: presenter, storage: storage)
    }

    // Nothing to test yet: no call the scaffold forwards; its doubles are set up for the tests you write.
}
