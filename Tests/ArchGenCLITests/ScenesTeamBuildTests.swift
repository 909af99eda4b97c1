import Foundation
import TestSupport
import XCTest

/// A Swift 5 team's VIPER-S app (`Fixtures/ScenesTeam`): a director it calls a
/// coordinator, a delegate protocol it calls a listener, the coordinator
/// given its worker and navigator in `init` and holding the delegate as its
/// `listener` (archgen.yml's `styles`), plain classes, a completion-handler store, an analytics service
/// shared through archgen.yml, a model conforming to the app's `Describable`,
/// and plain Swift 5 XCTest classes using archgen's spies and mocks. It keeps
/// the default isolation: the `@preconcurrency` protocols and spies let its
/// code, unchecked for concurrency, use them as they are, in Swift 5 mode.
final class ScenesTeamBuildTests: XCTestCase {
    private let fixture = TeamFixture(name: "ScenesTeam")

    func testTheTeamsSwift5CodeCompilesAndPassesWithTheDefaultIsolation() throws {
        _ = try SwiftToolchain.requireSwift()
        let (root, project, generate) = try fixture.generated()
        XCTAssertEqual(generate.status, 0, generate.standardError)
        XCTAssertTrue(generate.standardOutput.contains("skip (exists)  App/Scenes/Articles/ArticlesCoordinator.swift"),
                      generate.standardOutput)
        let doubles = try String(contentsOf: project.appendingPathComponent("AppTests/Scenes/ArticlesTests/ArticlesTestDoubles.swift"),
                                 encoding: .utf8)
        XCTAssertTrue(doubles.contains("@preconcurrency @MainActor\nfinal class ArticlesListenerSpy: ArticlesListener {"), doubles)
        let navigator = try String(contentsOf: project.appendingPathComponent("App/Scenes/Articles/ArticlesNavigator.swift"), encoding: .utf8)
        XCTAssertTrue(navigator.contains("""
                    let worker = ArticlesWorker()
                    let navigator = ArticlesNavigator()
                    let director = ArticlesCoordinator(dataManager: worker, navigator: navigator)
                    let ui = makeUI(director)
                    director.ui = ui
                    director.listener = delegate
            """), navigator)

        try TeamFixture.assertChecked(project, cacheRoot: root, modules: "1 module", tests: 6)
    }
}
