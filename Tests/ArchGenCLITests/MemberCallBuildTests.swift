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

    /// Each named call, its line in the scaffold, and the tests that fail without it (the first covers the call;
    /// Items' view model shows the answer in both its tests, one of them of the task it cancels).
    private static let calls = [
        ("Restaurants", "Presenter", "        router.showDetail(id: restaurantID)\n", ["testShowDetailIdIsForwardedToTheRouter"]),
        ("Restaurants", "Interactor", "        output?.restaurantsLoaded(names: names)\n",
         ["testRestaurantNamesIsForwardedToTheRestaurantStore"]),
        ("Settings", "Director", "        navigator.`open`(title: title, index: row)\n", ["testOpenTitleIndexIsForwardedToTheNavigator"]),
        ("Profile", "ViewModel", "        output?.show(name: name)\n", ["testFetchNameIdIsForwardedToTheProfileService"]),
        ("Items", "ViewModel", "                self?.output?.show(title: title)\n",
         ["testOpenItemIDShowsTheAnswerOfTheItemServiceOnTheOutput", "testOpenItemIDCancelsItsTaskWhenItComesAgain"]),
    ]

    /// The calls are deleted all at once, in one `check --run-tests` (one SwiftPM build and test run, not one per call):
    /// they sit in five actors (Restaurants' presenter and interactor, one of each other module), each in a file of its
    /// own, and an actor's tests drive that actor alone, against doubles of the actors and services it calls; so a
    /// deleted call can fail only its own actor's tests. The run fails exactly the tests `calls` names, each a test of
    /// the actor whose call was deleted (`<module><actor>Tests`): each deleted call fails its test.
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
            var originals: [(URL, String)] = []
            for (module, actor, call, _) in Self.calls {
                let url = project.url.appendingPathComponent("\(module)/\(module)\(actor).swift")
                let original = try String(contentsOf: url, encoding: .utf8)
                XCTAssertTrue(original.contains(call), original)
                try original.replacingOccurrences(of: call, with: "").write(to: url, atomically: true, encoding: .utf8)
                originals.append((url, original))
            }
            let failing = try run(["check", "--run-tests"])
            let output = failing.standardOutput + failing.standardError
            XCTAssertEqual(failing.status, 1, "Swift \(mode): " + output)
            let expected = Self.calls.flatMap { module, actor, _, tests in tests.map { "\(module)\(actor)Tests.\($0)" } }
            XCTAssertEqual(FailedTests.names(in: output), Set(expected), "Swift \(mode): " + output)
            XCTAssertTrue(failing.standardOutput.contains(", \(expected.count) failed"), "Swift \(mode): " + output)
            for (url, original) in originals { try original.write(to: url, atomically: true, encoding: .utf8) }
        }
    }
}
