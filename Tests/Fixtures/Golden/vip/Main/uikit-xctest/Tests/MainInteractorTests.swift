// Created by archgen from Main.archgen. Yours to edit.

import Foundation
import XCTest
@testable import Main

@MainActor
final class MainInteractorTests: XCTestCase {
    private var presenter: MainPresentationLogicSpy!
    private var storage: StorageMock!
    private var sut: MainInteractor!

    override func setUp() async throws {
        presenter = MainPresentationLogicSpy()
        storage = StorageMock()
        sut = MainInteractor(presenter: presenter, storage: storage)
    }

    override func tearDown() async throws {
        presenter = nil
        storage = nil
        sut = nil
    }

    // Nothing to test yet: no call the scaffold forwards; its doubles are set up for the tests you write.
}
