// Created by archgen from Home.archgen. Yours to edit.

import Foundation
import XCTest
@testable import Home

@MainActor
final class HomeInteractorTests: XCTestCase {
    private var presenter: HomePresentationLogicSpy!
    private var sut: HomeInteractor!

    override func setUp() async throws {
        presenter = HomePresentationLogicSpy()
        sut = HomeInteractor(presenter: presenter)
    }

    override func tearDown() async throws {
        presenter = nil
        sut = nil
    }

    // Nothing to test yet: no call the scaffold forwards; its doubles are set up for the tests you write.
}
