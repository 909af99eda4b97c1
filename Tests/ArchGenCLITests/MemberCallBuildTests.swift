import Foundation
import TestSupport
import XCTest

/// Issue 36's "an event or a request names the call it leads to", through the
/// real binary: a VIPER, a VIPER-S and two MVVM modules (one calling an
/// async service method, in the task its view model keeps) whose members name
/// their calls (`calls openSettings`, `calls NameStore.names`) pass their
/// generated tests in Swift 6 mode and compile in Swift 5 mode (LanguageModeProof),
/// without a warning, and each call deleted fails the test that covers it.
final class MemberCallBuildTests: XCTestCase {
    static let specs = [
        "Restaurants.archgen": """
            module: Restaurants
            style: viper
            platform: none
            view:
              - show(names: [String])
            events:
              - viewDidLoad() calls loadRestaurants
              - settingsTapped() calls openSettings
              - didSelect(restaurantID: Int) calls showDetail
            interactor:
              - loadRestaurants() calls RestaurantStore.restaurantNames
            output:
              - restaurantsLoaded(names: [String]) calls show
            routes:
              - openSettings()
              - showDetail(id: Int)
            services:
              RestaurantStore:
                - restaurantNames() -> [String]

            """,
        "Settings.archgen": """
            module: Settings
            style: viper-s
            platform: none
            view:
              - show(names: [String])
            events:
              - viewDidLoad() calls loadNames
              - select(_ row: Int, title: String) calls open
            interactor:
              - loadNames() calls NameStore.names
            output:
              - namesLoaded(_ names: [String]) calls show
            routes:
              - open(title: String, index: Int)
            services:
              NameStore:
                - names() -> [String]

            """,
        "Profile.archgen": """
            module: Profile
            style: mvvm
            platform: none
            view:
              - show(name: String)
            events:
              - load(userID: Int) calls ProfileService.fetchName
            services:
              ProfileService:
                - fetchName(id: Int) -> String

            """,
        "Items.archgen": """
            module: Items
            style: mvvm
            platform: none
            view:
              - show(title: String)
              - show(error: Error)
            events:
              - open(itemID: Int) calls ItemService.fetchTitle
            services:
              ItemService:
                - fetchTitle(id: Int) async throws -> String

            """,
    ]

    /// Each named call, its line in the scaffold, and the test that fails without it.
    private static let calls = [
        ("Restaurants", "Presenter", "        router.showDetail(id: restaurantID)\n", "testShowDetailIdIsForwardedToTheRouter"),
        ("Restaurants", "Interactor", "        output?.restaurantsLoaded(names: names)\n",
         "testRestaurantNamesIsForwardedToTheRestaurantStore"),
        ("Settings", "Director", "        navigator.`open`(title: title, index: row)\n", "testOpenTitleIndexIsForwardedToTheNavigator"),
        ("Profile", "ViewModel", "        output?.show(name: name)\n", "testFetchNameIdIsForwardedToTheProfileService"),
        ("Items", "ViewModel", "                self?.output?.show(title: title)\n", "testOpenItemIDShowsTheAnswerOfTheItemServiceOnTheOutput"),
    ]

    func testNamedCallsPassTheirTestsInSwift6And5AndEachDeletedCallFailsOne() throws {
        _ = try SwiftToolchain.requireSwift()
        for mode in LanguageModeProof.modes {
            let project = try ScratchDirectory()
            let environment = ["ARCHGEN_CACHE_DIR": project.url.appendingPathComponent(".cache").path, "NO_COLOR": "1"]
            func run(_ arguments: [String]) throws -> BinaryRunner.Result {
                try BinaryRunner.run(arguments, in: project.url, environment: environment)
            }
            _ = try project.write("archgen.yml", "build:\n  languageMode: \(mode)\n")
            for (path, text) in Self.specs { _ = try project.write(path, text) }
            XCTAssertEqual(try run(["generate"]).status, 0)
            let passing = try run(LanguageModeProof.checkArguments(mode))
            XCTAssertEqual(passing.status, 0, "Swift \(mode): " + passing.standardOutput + passing.standardError)
            XCTAssertFalse(passing.standardOutput.contains("warning"), "Swift \(mode): " + passing.standardOutput)

            guard LanguageModeProof.runsTests(mode) else { continue }
            for (module, actor, call, test) in Self.calls {
                let url = project.url.appendingPathComponent("\(module)/\(module)\(actor).swift")
                let original = try String(contentsOf: url, encoding: .utf8)
                XCTAssertTrue(original.contains(call), original)
                try original.replacingOccurrences(of: call, with: "").write(to: url, atomically: true, encoding: .utf8)
                let failing = try run(["check", "--run-tests", module + ".archgen"])
                let output = failing.standardOutput + failing.standardError
                XCTAssertEqual(failing.status, 1, "Swift \(mode), \(module): " + output)
                XCTAssertTrue(output.contains(test), "Swift \(mode), \(module): " + output)
                try original.write(to: url, atomically: true, encoding: .utf8)
            }
        }
    }
}
