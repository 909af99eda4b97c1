import Foundation
import TestSupport
import XCTest

/// A Swift 5 team's app (`Fixtures/NonisolatedTeam`), written as the VIPER and
/// Clean Swift references write theirs: plain classes, completion handlers,
/// ordinary (nonisolated) XCTest classes using archgen's spies and a shared
/// mock. Its archgen.yml sets `styles: <style>: isolation: none`; archgen
/// writes the contracts, the doubles and the scaffolds the team has not
/// written, and the team's code compiles and passes against them through the
/// real binary, `swift build` and `swift test`, in Swift 5 and Swift 6 mode
/// without a warning (with the default isolation, Swift 6 mode rejects each call).
final class NonisolatedTeamBuildTests: XCTestCase {
    private let fixture = TeamFixture(name: "NonisolatedTeam")

    func testTheTeamsCodeCompilesAndPassesAgainstPlainContractsInSwift5AndSwift6() throws {
        _ = try SwiftToolchain.requireSwift()
        let (root, project, generate) = try fixture.generated()
        XCTAssertEqual(generate.status, 0, generate.standardError)
        XCTAssertTrue(generate.standardOutput.contains("skip (exists)  App/Modules/Profile/ProfilePresenter.swift"), generate.standardOutput)
        let contract = try String(contentsOf: project.appendingPathComponent("App/Modules/Profile/ProfileContract.swift"), encoding: .utf8)
        XCTAssertTrue(contract.contains("\n/// Presenter → view: display commands.\nprotocol ProfileView: AnyObject {\n"), contract)
        XCTAssertFalse(contract.contains("MainActor"), contract)
        let dump = try run(["dump", "Specs/Friends.archgen"], in: project)
        XCTAssertTrue(dump.standardOutput.contains("  \"isolation\": \"none\",\n"), dump.standardOutput)

        let settings = project.appendingPathComponent("archgen.yml")
        let written = try String(contentsOf: settings, encoding: .utf8)
        for mode in LanguageModeProof.modes {
            try Data((written + "build:\n  languageMode: \(mode)\n").utf8).write(to: settings)
            try TeamFixture.assertChecked(project, cacheRoot: root, modules: "2 modules", tests: 11, languageMode: mode)
        }

        // The default isolation (mainActor in Swift 6 mode) puts the team's presenter (by its conformance) on the
        // main actor: its nonisolated tests no longer compile, which is why the team sets `isolation: none`.
        try Data((written.replacingOccurrences(of: "  viper:\n    isolation: none\n", with: "  viper:\n") + "build:\n  languageMode: 6\n").utf8)
            .write(to: settings)
        XCTAssertEqual(try run(["generate"], in: project).status, 0)
        let strict = try run(["check"], in: project, cache: root)
        XCTAssertEqual(strict.status, 1, strict.standardOutput)
        XCTAssertTrue(strict.standardError.contains(
            "AppTests/Modules/ProfileTests/ProfilePresenterTests.swift:14:16: error: call to main actor-isolated initializer 'init()' "
                + "in a synchronous nonisolated context"), strict.standardError)
    }

    private func run(_ arguments: [String], in project: URL, cache: URL? = nil) throws -> BinaryRunner.Result {
        try TeamFixture.run(arguments, in: project, cacheRoot: cache)
    }
}
