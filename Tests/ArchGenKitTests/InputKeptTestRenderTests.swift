@testable import ArchGenKit
import ArchGenSpec
import TestSupport
import XCTest

/// An input field a tested actor stores where losing it would still compile
/// (issue 36, "Mutation check"): a `var` of an optional type, which VIP's
/// data store declares, is `nil` without its assignment in `init`. A test
/// reads back the sample `sut` was built with; a `let` needs no such test.
final class InputKeptTestRenderTests: XCTestCase {
    private func file(_ text: String, style: String, named name: String) throws -> String {
        try renderedTestFile(text, path: "Cart.archgen", style: style, named: name)
    }

    func testAnOptionalInputTheDataStoreDeclaresIsReadBack() throws {
        let spec = "module: Cart\ninput: (orderID: String?, count: Int)\n"
        let text = try file(spec, style: "vip", named: "CartInteractorTests.swift")
        XCTAssertTrue(text.contains("""
                func testKeepsItsOrderID() async {
                    // Then
                    XCTAssertEqual(sut.orderID, "orderID")
                }
            """), text)
        // `count` is not optional: without its assignment the interactor does not compile.
        XCTAssertFalse(text.contains("KeepsItsCount"), text)
        let testing = try file(spec + "tests: swift-testing\n", style: "vip", named: "CartInteractorTests.swift")
        XCTAssertTrue(testing.contains("        #expect(sut.orderID == \"orderID\")\n"), testing)
    }

    /// VIPER's presenter keeps its input in a `let`: no test could fail.
    func testALetInputHasNoTest() throws {
        let text = try file("module: Cart\ninput: (orderID: String?)\n", style: "viper", named: "CartPresenterTests.swift")
        XCTAssertFalse(text.contains("KeepsItsOrderID"), text)
    }
}
