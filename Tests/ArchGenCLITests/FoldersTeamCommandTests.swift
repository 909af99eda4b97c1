import Foundation
import TestSupport
import XCTest

/// A team whose files live under names of its own and in subfolders
/// (`Fixtures/FoldersTeam`): a VIP scene with its protocols and models in
/// `Contract/`, an actor per folder, its builder as `OrdersBuilder.swift`, its
/// mocks in `Mocks/`, and VIP's data store and data passing named
/// `…Protocol`; a VIPER module whose presenter is `Presenter.swift`. All of it
/// set in archgen.yml's `styles: <style>: files:` and `protocols:`. archgen
/// writes there, finds the team's own presenter and interactor where the team
/// keeps them (never a second one beside), checks drift and missing files
/// there, and the team's code passes through the real binary's check in
/// Swift 6 and Swift 5 mode.
final class FoldersTeamCommandTests: XCTestCase {
    private let fixture = TeamFixture(name: "FoldersTeam")

    /// A team's presenter in a folder archgen.yml does not name yet: archgen
    /// writes nothing rather than a second presenter, and says which setting
    /// finds it; with the setting, the team's file is left as it is.
    func testATeamsActorWhereArchgenYmlDoesNotSayStopsGenerate() throws {
        let scratch = try ScratchDirectory()
        try scratch.write("Home.archgen", "module: Home\nplatform: none\nevents:\n  - load()\n")
        let presenter = "final class HomePresenter: HomePresentation {\n    func load() {}\n}\n"
        try scratch.write("Home/Presenter/HomePresenter.swift", presenter)
        let generate = try TeamFixture.run(["generate"], in: scratch.url)
        XCTAssertEqual(generate.status, 2, generate.standardError)
        XCTAssertTrue(generate.standardError.hasPrefix("""
            Home.archgen:1:9: error: archgen would write 'HomePresenter' to Home/HomePresenter.swift, \
            but the project has it already (Home/Presenter/HomePresenter.swift:1)
            """), generate.standardError)
        XCTAssertEqual(try Self.files(below: scratch.url.appendingPathComponent("Home")), ["Presenter/HomePresenter.swift"])

        try scratch.write("archgen.yml", "styles:\n  viper:\n    files: {presenter: \"Presenter/{type}.swift\"}\n")
        let again = try TeamFixture.run(["generate"], in: scratch.url)
        XCTAssertEqual(again.status, 0, again.standardError)
        XCTAssertTrue(again.standardOutput.contains("skip (exists)  Home/Presenter/HomePresenter.swift"), again.standardOutput)
        XCTAssertEqual(try String(contentsOf: scratch.url.appendingPathComponent("Home/Presenter/HomePresenter.swift"), encoding: .utf8),
                       presenter)
    }

    /// The Swift files below `folder`, by their paths from it, sorted.
    static func files(below folder: URL) throws -> [String] {
        try SourceFile.swiftFiles(in: folder).map(\.name)
    }
}
