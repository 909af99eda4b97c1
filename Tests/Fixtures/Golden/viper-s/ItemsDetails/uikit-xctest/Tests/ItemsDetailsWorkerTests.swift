// Created by archgen from ItemsDetails.archgen. Yours to edit.

import Foundation
import XCTest
@testable import ItemsDetails

@MainActor
final class ItemsDetailsWorkerTests: XCTestCase {
    private var sut: ItemsDetailsWorker!

    override func setUp() async throws {
        sut = ItemsDetailsWorker()
    }

    override func tearDown() async throws {
        sut = nil
    }

    // Nothing to test yet: no link, no service, and no call the scaffold forwards.
}
