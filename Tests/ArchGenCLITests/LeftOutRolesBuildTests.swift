import Foundation
import TestSupport
import XCTest

/// Specs that leave roles out, one per style, through the real binary: `lint`
/// notes the roles whose protocol the style keeps; `new` writes modules with
/// no empty protocol the style can do without; `check --run-tests` builds
/// them (with UIKit and SwiftUI imported under a guard, on any platform) and
/// runs their tests, in Swift 6 mode, then the VIPER one in Swift 5 mode.
/// (The golden modules Cart, ListMovies, Main and ItemsDetails cover the
/// other styles' left-out roles in both modes.)
final class LeftOutRolesBuildTests: XCTestCase {
    private static let specs = [
        // VIPER: no interactor (kept, noted), output or routes (dropped); UIKit imported with platform none.
        "Bare": """
            module: Bare
            style: viper
            platform: none
            imports: [Foundation, UIKit]
            view:
              - show(title: String)
            events:
              - onAppear()
            """,
        // VIPER-S: no output or routes (dropped); SwiftUI imported with platform none.
        "Quiet": """
            module: Quiet
            style: viper-s
            platform: none
            tests: swift-testing
            imports: [Foundation, SwiftUI]
            services:
              Counter:
                - count() -> Int
            view:
              - display(count: Int)
            events:
              - onUIReady()
            interactor:
              - load()
            """,
        // VIP: no routes (dropped; the router keeps its data passing), a delegate.
        "Still": """
            module: Still
            style: vip
            platform: none
            events:
              - refresh()
            output:
              - present(count: Int)
            view:
              - display(text: String)
            delegate:
              - stillDidFinish()
            """,
    ]

    func testModulesLeavingRolesOutLintBuildAndPassTheirTests() throws {
        _ = try SwiftToolchain.requireSwift()
        let project = try ScratchDirectory()
        let environment = ["ARCHGEN_CACHE_DIR": project.url.appendingPathComponent(".cache").path]
        func run(_ arguments: String...) throws -> BinaryRunner.Result {
            try run(arguments)
        }
        func run(_ arguments: [String]) throws -> BinaryRunner.Result {
            try BinaryRunner.run(arguments, in: project.url, environment: environment)
        }
        for (name, text) in Self.specs { _ = try project.write(name + ".archgen", text + "\n") }

        let lint = try run("lint", "Bare.archgen", "Quiet.archgen", "Still.archgen")
        XCTAssertEqual(lint.status, 0, lint.standardError)
        XCTAssertEqual(lint.standardError, """
            Bare.archgen:1:9: note: 'interactor' is left out: VIPER still declares 'BareInteraction', with no method of its own, as the presenter holds the interactor through it
            module: Bare
                    ^
            hint: list its methods under 'interactor:' (presenter → interactor: business requests), or ignore this note if the module needs none

            """)
        XCTAssertEqual(lint.standardOutput, "linted 3 specs: 0 errors, 0 warnings\n")

        for name in Self.specs.keys.sorted() {
            let new = try run("new", "--spec", name + ".archgen", "--no-build")
            XCTAssertEqual(new.status, 0, new.standardError)
        }
        let contracts = try ["Bare/BareContract.swift", "Quiet/QuietContract.swift", "Still/StillProtocols.swift"].map {
            try String(contentsOf: project.url.appendingPathComponent($0), encoding: .utf8)
        }
        for dropped in ["BareRoutable", "BareInteractorOutput", "Quiet_Navigate", "Quiet_PresentData", "StillRoutingLogic"] {
            XCTAssertFalse(contracts.contains { $0.contains(dropped) }, dropped)
        }
        XCTAssertTrue(contracts[0].contains("#if canImport(UIKit)\nimport UIKit\n#endif\n"), contracts[0])

        let swift6 = try run("check", "--run-tests")
        XCTAssertEqual(swift6.status, 0, swift6.standardOutput + swift6.standardError)
        XCTAssertTrue(swift6.standardOutput.hasPrefix("check: 3 modules up to date, built and tested: 10 tests ran, 10 passed, 0 failed ("),
                      swift6.standardOutput)
        XCTAssertFalse((swift6.standardOutput + swift6.standardError).contains("warning"), swift6.standardError)
        XCTAssertFalse(swift6.standardError.contains("not compiled"), "a guarded import leaves no code out: " + swift6.standardError)

        // The same module in Swift 5 mode: its isolation said, as Swift 5 mode's default would be preconcurrency.
        _ = try project.write("archgen.yml", "defaults:\n  isolation: mainActor\nbuild:\n  languageMode: 5\n")
        let swift5 = try run(LanguageModeProof.checkArguments(5) + ["Bare.archgen"])
        XCTAssertEqual(swift5.status, 0, swift5.standardOutput + swift5.standardError)
        XCTAssertTrue(swift5.standardOutput.hasPrefix("check: 1 module up to date and built"), swift5.standardOutput)
        XCTAssertFalse((swift5.standardOutput + swift5.standardError).contains("warning"), swift5.standardError)
    }
}
