@testable import ArchGenKit
import ArchGenSource
import ArchGenSpec
import TestSupport
import XCTest

/// A module off the main actor (`isolation: none`) whose actor has a
/// `@MainActor` method of its own: the test of that call runs on the main
/// actor, so `sut` is not sent there (Swift 6's "sending 'self.sut' risks
/// causing data races", found by scripts/specgen), in XCTest and Swift Testing.
final class MainActorCallRenderTests: XCTestCase {
    private func presenterTests(_ kit: String) throws -> String {
        let text = """
            module: Player
            style: viper
            isolation: none
            tests: \(kit)
            output:
              - @MainActor func loadAll() async
              - save()
            routes:
              - @MainActor func loadAll() async
              - save()

            """
        let result = SpecLoader().load(bytes: Array(text.utf8), path: "Player.archgen")
        let spec = try XCTUnwrap(result.spec, DiagnosticRenderer().render(result.diagnostics))
        let files = try GoldenFiles.renderer.render(spec, layout: ModuleLayout(sources: "S", tests: "T"))
        return try XCTUnwrap(files.first { $0.path.hasSuffix("PlayerPresenterTests.swift") }?.contents)
    }

    func testAMainActorCallIsTestedOnTheMainActor() throws {
        let xctest = try presenterTests("xctest")
        XCTAssertTrue(xctest.contains("    @MainActor func testLoadAllIsForwardedToTheRouter() async {\n"), xctest)
        XCTAssertTrue(xctest.contains("    func testSaveIsForwardedToTheRouter() {\n"), xctest)
        let swiftTesting = try presenterTests("swift-testing")
        XCTAssertTrue(swiftTesting.contains("    @Test @MainActor func loadAllIsForwardedToTheRouter() async {\n"), swiftTesting)
        XCTAssertTrue(swiftTesting.contains("    @Test func saveIsForwardedToTheRouter() {\n"), swiftTesting)
    }
}
