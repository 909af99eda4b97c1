// Created by archgen from ItemsList.archgen. Yours to edit.

import Foundation
import XCTest
@testable import ItemsList

@MainActor
final class ItemsListInteractorTests: XCTestCase {
    private var presenter: ItemsListPresentationLogicSpy!
    private var sut: ItemsListInteractor!

    override func setUp() async throws {
        presenter = ItemsListPresentationLogicSpy()
        sut = ItemsListInteractor(presenter: presenter)
    }

    override func tearDown() async throws {
        presenter = nil
        sut = nil
    }

    // Nothing to test yet: no call the scaffold forwards; its doubles are set up for the tests you write.
}
