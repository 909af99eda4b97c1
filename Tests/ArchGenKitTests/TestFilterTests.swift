@testable import ArchGenKit
import XCTest

/// The `swift test --filter` that runs only the selected modules' tests, as
/// SwiftPM and Swift Testing name them (`AppTests.ItemsPresenterTests/testX`,
/// `AppTests.Suite/test()`, `AppTests.freeTest()`).
final class TestFilterTests: XCTestCase {
    private func module(_ name: String, app: String, tests: [String]) -> SandboxModule {
        SandboxModule(
            name: name, appModule: app, sources: [],
            tests: tests.enumerated().map { .init(path: "\(name)Tests/T\($0.offset).swift", name: "T\($0.offset).swift", contents: $0.element) })
    }

    private var modules: [SandboxModule] {
        [module("Items", app: "App", tests: [
            "import XCTest\n@testable import App\n\n@MainActor\nfinal class ItemsPresenterTests: XCTestCase {\n    func testA() {}\n    struct Inner {}\n}\n",
            "import Testing\n\nstruct ItemsInteractorTests {\n    @Test func loads() {}\n}\n\n@Test(\"free\") func itemsFreeTest() {}\n// class NotATest\n",
         ]),
         module("ItemsAdd", app: "App", tests: ["final class ItemsAddPresenterTests: XCTestCase { func testB() {} }\n"]),
         module("Settings", app: "Settings", tests: ["final class SettingsPresenterTests: XCTestCase {}\n"])]
    }

    func testOnlyTheSelectedModulesTestsRun() throws {
        let filter = try XCTUnwrap(TestFilter.selecting(["Items"], of: modules))
        XCTAssertEqual(filter, #"^(?:AppTests\.(?:ItemsPresenterTests|ItemsInteractorTests)(?:/|$)|AppTests\.(?:itemsFreeTest)\()"#)
        let regex = try Regex(filter)
        let selected = ["AppTests.ItemsPresenterTests/testA", "AppTests.ItemsInteractorTests/loads()", "AppTests.itemsFreeTest()"]
        let others = ["AppTests.ItemsAddPresenterTests/testB", "SettingsTests.SettingsPresenterTests/testC", "AppTests.Inner/x",
                      "AppTests.ItemsPresenterTestsMore/testA"]
        for name in selected { XCTAssertNotNil(name.firstMatch(of: regex), name) }
        for name in others { XCTAssertNil(name.firstMatch(of: regex), name) }
    }

    func testAModuleAloneInItsAppModuleKeepsItsOwnTestTarget() {
        XCTAssertEqual(TestFilter.selecting(["Settings"], of: modules), #"^(?:SettingsTests\.(?:SettingsPresenterTests)(?:/|$))"#)
    }

    func testEveryModuleSelectedRunsEveryTest() {
        XCTAssertNil(TestFilter.selecting(["Items", "ItemsAdd", "Settings"], of: modules))
    }

    func testAModuleWithoutTestsRunsNone() {
        let modules = [module("A", app: "App", tests: []), module("B", app: "App", tests: ["final class BTests: XCTestCase {}"])]
        XCTAssertEqual(TestFilter.selecting(["A"], of: modules), "^(?:archgen-no-test-selected)")
    }
}
