@testable import ArchGenKit
import ArchGenSpec
import TestSupport
import XCTest

/// The SwiftUI screen model's own tests (issue 36, "Mutation check"): each
/// display command is called with samples, then the state it sets holds them,
/// so a deleted assignment or a wrong value stored fails a test. A sample
/// equal to the state's initial value could not tell: it is not asserted.
final class ScreenStateTestRenderTests: XCTestCase {
    private static let spec = """
        module: Shop
        platform: swiftui
        entities:
          - Item(id: Int)
        external:
          - class Basket {}
        view:
          - showSpinner(_ visible: Bool)
          - show(items: [Item], title: String)
          - show(basket: Basket)
          - show(nothing: [Basket])
          - reloadData()

        """

    private func file(_ text: String, style: String, named name: String) throws -> String {
        try renderedTestFile(text, path: "Shop.archgen", style: style, named: name)
    }

    func testEachCommandSetsItsStateInXCTest() throws {
        let text = try file(Self.spec, style: "viper", named: "ShopScreenModelTests.swift")
        XCTAssertEqual(text, """
            // Created by archgen from Shop.archgen. Yours to edit.

            import Foundation
            import XCTest
            @testable import Shop

            #if canImport(SwiftUI)
            @MainActor
            final class ShopScreenModelTests: XCTestCase {
                func testShowSpinnerSetsVisible() async {
                    // Given
                    let visible: Bool = true
                    let sut = ShopScreenModel(presenter: ShopPresentationSpy())

                    // When
                    sut.showSpinner(visible)

                    // Then
                    XCTAssertEqual(sut.visible, visible)
                }

                func testShowItemsTitleSetsItemsAndTitle() async {
                    // Given
                    let items: [Item] = [Item(id: 1)]
                    let title: String = "title"
                    let sut = ShopScreenModel(presenter: ShopPresentationSpy())

                    // When
                    sut.show(items: items, title: title)

                    // Then
                    XCTAssertEqual(sut.items, items)
                    XCTAssertEqual(sut.title, title)
                }

                func testShowBasketSetsBasket() async {
                    // Given
                    let basket: Basket = Basket()
                    let sut = ShopScreenModel(presenter: ShopPresentationSpy())

                    // When
                    sut.show(basket: basket)

                    // Then
                    XCTAssertNotNil(sut.basket)
                }
            }
            #endif

            """)
    }

    func testEachStyleTestsItsModelInSwiftTesting() throws {
        let spec = Self.spec + "tests: swift-testing\n"
        let styles = [("viper", "ShopScreenModel", "presenter: ShopPresentationSpy()"),
                      ("viper-s", "ShopSceneModel", "eventsHandler: Shop_HandleUIEventsSpy()"),
                      ("vip", "ShopScreenModel", "interactor: ShopBusinessLogicSpy(), router: ShopDataPassingSpy()")]
        for (style, model, links) in styles {
            let text = try file(spec, style: style, named: model + "Tests.swift")
            XCTAssertTrue(text.contains("""
                #if canImport(SwiftUI)
                @MainActor
                struct \(model)Tests {
                    @Test func showSpinnerSetsVisible() {
                        // Given
                        let visible: Bool = true
                        let sut = \(model)(\(links))

                        // When
                        sut.showSpinner(visible)

                        // Then
                        #expect(sut.visible == visible)
                    }
                """), "\(style):\n\(text)")
        }
    }

    /// A parameter with no name (`_: UInt64`) sets no state, but the command still sets the others: the test passes
    /// it a sample in a local of its own (`value1`), so a deleted assignment of `scene` fails it.
    func testACommandWithAnUnnamedParameterIsStillTested() throws {
        let spec = "module: Shop\nplatform: swiftui\nview:\n  - track(scene: UInt8 = 4, _: UInt64, value1: Int)\n"
        let text = try file(spec, style: "vip", named: "ShopScreenModelTests.swift")
        XCTAssertTrue(text.contains("""
                func testTrackSceneValue1SetsSceneAndValue1() async {
                    // Given
                    let scene: UInt8 = 1
                    let value1Value: UInt64 = 1
                    let value1: Int = 1
                    let sut = ShopScreenModel(interactor: ShopBusinessLogicSpy(), router: ShopDataPassingSpy())

                    // When
                    sut.track(scene: scene, value1Value, value1: value1)

                    // Then
                    XCTAssertEqual(sut.scene, scene)
                    XCTAssertEqual(sut.value1, value1)
                }
            """), text)
    }

    /// `[Basket]` starts at `[]` and its sample is `[Basket()]`, not comparable: no assertion, no test.
    func testACommandWithNothingASampleCanShowHasNoTest() throws {
        let text = try file(Self.spec, style: "viper", named: "ShopScreenModelTests.swift")
        XCTAssertFalse(text.contains("Nothing"), text)
        let empty = try file("module: Shop\nplatform: swiftui\nview:\n  - reloadData()\n", style: "viper", named: "ShopScreenModelTests.swift")
        XCTAssertTrue(empty.contains("    // Nothing to test yet: no command of the ShopScreenModel sets state a sample can show.\n"), empty)
    }
}
