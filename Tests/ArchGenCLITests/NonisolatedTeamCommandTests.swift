import Foundation
import TestSupport
import XCTest

/// A Swift 5 team's app (`Fixtures/NonisolatedTeam`), written as the VIPER and
/// Clean Swift references write theirs: plain classes, completion handlers,
/// ordinary (nonisolated) XCTest classes using archgen's spies and a shared
/// mock. Its archgen.yml sets `styles: <style>: isolation: none`; archgen
/// writes the contracts, the doubles and the scaffolds the team has not
/// written, and the team's code compiles and passes against them through the
/// real binary, `swift build` and `swift test`, in Swift 5 and Swift 6 mode.
final class NonisolatedTeamCommandTests: XCTestCase {
    static let fixture = Fixtures.directory.appendingPathComponent("NonisolatedTeam")

    /// The team's files (`Team/`) over the fixture's archgen.yml, specs and app file.
    private func copyFixture(to folder: URL) throws {
        let team = Self.fixture.appendingPathComponent("Team")
        var files = ["archgen.yml", "App/Titled.swift", "Specs/Profile.archgen", "Specs/Friends.archgen"].map { (Self.fixture, $0) }
        files += try SourceFile.swiftFiles(in: team).map { (team, $0.name) }
        for (root, path) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contentsOf: root.appendingPathComponent(path)).write(to: url)
        }
    }

    func testTheTeamsCodeCompilesAndPassesAgainstPlainContractsInSwift5AndSwift6() throws {
        _ = try SwiftToolchain.requireSwift()
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("archgen-nonisolated-team")
        let project = root.appendingPathComponent("project")
        try? FileManager.default.removeItem(at: project)
        try copyFixture(to: project)
        let generate = try run(["generate"], in: project)
        XCTAssertEqual(generate.status, 0, generate.standardError)
        XCTAssertTrue(generate.standardOutput.contains("skip (exists)  App/Modules/Profile/ProfilePresenter.swift"), generate.standardOutput)
        let contract = try String(contentsOf: project.appendingPathComponent("App/Modules/Profile/ProfileContract.swift"), encoding: .utf8)
        XCTAssertTrue(contract.contains("\n/// Presenter → view: display commands.\nprotocol ProfileView: AnyObject {\n"), contract)
        XCTAssertFalse(contract.contains("MainActor"), contract)
        let dump = try run(["dump", "Specs/Friends.archgen"], in: project)
        XCTAssertTrue(dump.standardOutput.contains("  \"isolation\": \"none\",\n"), dump.standardOutput)

        let settings = project.appendingPathComponent("archgen.yml")
        let written = try String(contentsOf: settings, encoding: .utf8)
        for mode in [5, 6] {
            try Data((written + "build:\n  languageMode: \(mode)\n").utf8).write(to: settings)
            let result = try run(["check", "--run-tests"], in: project, cache: root)
            XCTAssertEqual(result.status, 0, "Swift \(mode): " + result.standardOutput + result.standardError)
            XCTAssertFalse(result.standardError.contains("warning:"), "Swift \(mode): " + result.standardError)
            XCTAssertTrue(result.standardOutput.hasPrefix("check: 2 modules up to date, built and tested: 11 tests ran, 11 passed, 0 failed"),
                          "Swift \(mode): " + result.standardOutput)
        }

        // The default isolation puts the spies on the main actor: the team's nonisolated tests no longer compile in Swift 6.
        try Data((written.replacingOccurrences(of: "  viper: {isolation: none}\n", with: "") + "build:\n  languageMode: 6\n").utf8)
            .write(to: settings)
        XCTAssertEqual(try run(["generate"], in: project).status, 0)
        let strict = try run(["check"], in: project, cache: root)
        XCTAssertEqual(strict.status, 1, strict.standardOutput + strict.standardError)
        XCTAssertTrue(strict.standardError.contains(
            "AppTests/Modules/ProfileTests/ProfilePresenterTests.swift:14:16: error: call to main actor-isolated initializer 'init()' "
                + "in a synchronous nonisolated context"), strict.standardError)
    }

    private func run(_ arguments: [String], in folder: URL, cache: URL? = nil) throws -> BinaryRunner.Result {
        var environment = ["NO_COLOR": "1"]
        if let cache { environment["ARCHGEN_CACHE_DIR"] = cache.appendingPathComponent("cache").path }
        return try BinaryRunner.run(arguments, in: folder, environment: environment)
    }
}
