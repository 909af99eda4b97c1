@testable import ArchGenKit
import XCTest

/// An input field named with a keyword (`` `default` ``) is stored in backticks, as Swift requires
/// of a declaration, by the actor that keeps it in every style, and by the recorder of VIP's data passing test.
final class KeywordInputRenderTests: XCTestCase {
    private static func spec(_ style: String) -> String {
        "module: Shop\nstyle: \(style)\nplatform: none\ninput: (`default`: Bool, `class`: String)\nevents:\n  - load()\n"
    }

    func testTheActorKeepingTheInputDeclaresItInBackticks() throws {
        for (style, file, keyword) in [("viper", "ShopPresenter.swift", "let"), ("viper-s", "ShopDirector.swift", "let"),
                                       ("vip", "ShopInteractor.swift", "var"), ("mvvm", "ShopViewModel.swift", "let")] {
            let text = try XCTUnwrap(try RouteFiles.render(Self.spec(style))[file], style)
            XCTAssertTrue(text.contains("    \(keyword) `default`: Bool\n    \(keyword) `class`: String\n"), style + ":\n" + text)
            XCTAssertTrue(text.contains("        self.default = `default`\n        self.class = `class`\n"), style + ":\n" + text)
        }
    }

    func testTheDataPassingRecorderDeclaresItInBackticks() throws {
        let list = """
            module: Orders
            style: vip
            platform: uikit
            input: (`default`: Bool)
            routes:
              - showDetail() opens Detail

            """
        let detail = "module: Detail\nstyle: vip\nplatform: uikit\ninput: (`default`: Bool)\n"
        let tests = try XCTUnwrap(try RouteFiles.render(list, opening: [detail])["OrdersConfiguratorTests.swift"])
        XCTAssertTrue(tests.contains("""
            final class OrdersDetailDataStoreRecorder: DetailDataStore {
                private(set) var passed: [String] = []
                var `default`: Bool = true { didSet { passed.append("default") } }
            }
            """), tests)
    }
}
