import Foundation
import TestSupport
import XCTest

/// Issue 38's first finding, through the real binary: a new project's module
/// whose presenter is called off the main actor. In Swift 6 mode (`archgen
/// init`'s archgen.yml, `mainActor` by default) the compiler rejects the
/// call and `check` fails, located in the team's file; in Swift 5 mode
/// (`languageMode: 5`, `preconcurrency` by default) it is a warning, and
/// `check` passes.
final class BackgroundCallBuildTests: XCTestCase {
    private static let refresher = """
        import Foundation

        func refreshInBackground(_ presenter: FeedPresenter) {
            DispatchQueue.global().async {
                presenter.refresh()
                presenter.view = nil
            }
        }

        """

    private func project(languageMode: Int) throws -> (ScratchDirectory, (String...) throws -> BinaryRunner.Result) {
        let project = try ScratchDirectory()
        let environment = ["ARCHGEN_CACHE_DIR": project.url.appendingPathComponent(".cache").path, "NO_COLOR": "1"]
        let run = { (arguments: String...) in try BinaryRunner.run(arguments, in: project.url, environment: environment) }
        XCTAssertEqual(try run("init", "--style", "viper", "--platform", "none").status, 0)
        if languageMode == 5 {
            let path = project.url.appendingPathComponent("archgen.yml")
            let text = try String(contentsOf: path, encoding: .utf8)
            XCTAssertTrue(text.contains("  isolation: mainActor "), text)
            XCTAssertTrue(text.contains("  languageMode: 6 "), text)
            // The documented choice for Swift 5 mode: the language mode alone, whose default is preconcurrency.
            let swift5 = text.split(separator: "\n", omittingEmptySubsequences: false)
                .filter { !$0.hasPrefix("  isolation: ") }.joined(separator: "\n")
                .replacingOccurrences(of: "  languageMode: 6 ", with: "  languageMode: 5 ")
            try swift5.write(to: path, atomically: true, encoding: .utf8)
        }
        let new = try run("new", "Feed", "--no-build")
        XCTAssertEqual(new.status, 0, new.standardError)
        _ = try project.write("Sources/Feed/FeedRefresher.swift", Self.refresher)
        return (project, run)
    }

    func testACallOffTheMainActorFailsCheckInSwift6Mode() throws {
        try assertCheck(languageMode: 6, isolates: "@MainActor", status: 1, says: "FeedRefresher.swift:6:19: error: ")
    }

    func testTheSameCallPassesCheckInSwift5Mode() throws {
        try assertCheck(languageMode: 5, isolates: "@preconcurrency @MainActor", status: 0, says: "FeedRefresher.swift:5:19: warning: ")
    }

    /// The presenter `new` writes carries `attribute`; `check` of the module exits with `status` and says `diagnostic`.
    private func assertCheck(languageMode: Int, isolates attribute: String, status: Int32, says diagnostic: String) throws {
        _ = try SwiftToolchain.requireSwift()
        let (project, run) = try project(languageMode: languageMode)
        let presenter = try String(contentsOf: project.url.appendingPathComponent("Sources/Feed/FeedPresenter.swift"), encoding: .utf8)
        XCTAssertTrue(presenter.contains("\n\(attribute)\nfinal class FeedPresenter"), presenter)
        let check = try run("check", "Specs/Feed.archgen")
        XCTAssertEqual(check.status, status, check.standardOutput + check.standardError)
        XCTAssertTrue(check.standardError.contains("Sources/Feed/" + diagnostic), check.standardError)
    }
}
