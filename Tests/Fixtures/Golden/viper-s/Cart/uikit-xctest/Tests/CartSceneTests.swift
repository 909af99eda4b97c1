// Created by archgen from Cart.archgen. Yours to edit.

import Foundation
import XCTest
@testable import Cart

#if canImport(UIKit)
@MainActor
final class CartSceneTests: XCTestCase {
    func testSendsShowTotalRequestWhenItLoads() async {
        // Given
        let eventsHandler = Cart_HandleUIEventsSpy()
        let sut = CartScene(eventsHandler: eventsHandler)

        // When
        sut.viewDidLoad()

        // Then
        XCTAssertEqual(eventsHandler.showTotalRequestCallsCount, 1)
    }
}
#endif
