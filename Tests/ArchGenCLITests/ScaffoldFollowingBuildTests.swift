import Foundation
import TestSupport
import XCTest

/// Scaffolds follow their spec (`ScaffoldFollowingCommandTests`) and the module then builds: `check`
/// builds it with no hand edit.
final class ScaffoldFollowingBuildTests: XCTestCase {
    func testAMethodAddedToTheSpecGetsAStubAndTheModuleBuilds() throws {
        _ = try SwiftToolchain.requireSwift()
        let scratch = try ScaffoldFollowingCommandTests.generatedHome()
        func run(_ arguments: String...) throws -> BinaryRunner.Result { try ScaffoldFollowingCommandTests.run(arguments, in: scratch) }
        try scratch.write("Home/HomePresenter.swift", ScaffoldFollowingCommandTests.teamsPresenter)
        let before = try scratch.snapshot()

        try scratch.write("Home.archgen", ScaffoldFollowingCommandTests.spec
            .replacing("  - refresh()\ninteractor:", with: "  - refresh()\n  - retry(after seconds: Int)\ninteractor:")
            .replacing("  - refreshed(title: String)\n", with: "  - refreshed(title: String)\n  - failed(error: Error)\n")
            .replacing("  - display(title: String)\n", with: "  - display(title: String)\n  - display(error: String)\n"))
        let generated = try run("generate")
        XCTAssertEqual(generated.status, 0, generated.standardError)
        XCTAssertEqual(generated.standardError, """
            Home/HomePresenter.swift:27:2: note: added a stub of retry(after:) to HomePresenter: HomePresentation requires it, new in HomeContract.swift
            Home/HomePresenter.swift:40:2: note: added a stub of failed(error:) to HomePresenter: HomeInteractorOutput requires it, new in HomeContract.swift

            """)
        let after = try scratch.snapshot()
        for path in ["Home/HomePresenter.swift"] {
            XCTAssertTrue(LineSubsequence.holds(try XCTUnwrap(before[path]), in: try XCTUnwrap(after[path])),
                          "\(path): every line kept, byte for byte, in order")
        }
        XCTAssertEqual(String(decoding: try XCTUnwrap(after["Home/HomePresenter.swift"]), as: UTF8.self), ScaffoldFollowingCommandTests.teamsPresenter
            .replacing("\t\tinteractor.refresh() // \"{\"\n\t}\n}", with: """
                \t\tinteractor.refresh() // "{"
                \t}

                \tfunc retry(after seconds: Int) {
                \t\t// TODO: Ask the interactor or the router.
                \t}
                }
                """)
            .replacing("\t\tview?.display(title: \"{\\(title)}\")\n\t}\n}", with: """
                \t\tview?.display(title: "{\\(title)}")
                \t}

                \tfunc failed(error: Error) {
                \t\t// TODO: Update the view or route.
                \t}
                }
                """))
        let check = try run("check")
        XCTAssertEqual(check.status, 0, check.standardOutput + check.standardError)
        XCTAssertEqual(try run("generate").standardError, "", "said once: nothing changed since")

        try scratch.write("Home.archgen", ScaffoldFollowingCommandTests.spec)
        let removed = try run("generate")
        XCTAssertEqual(removed.status, 0, removed.standardError)
        XCTAssertTrue(removed.standardError.contains("""
            Home/HomePresenter.swift:27:2: note: HomePresenter still implements retry(after:), which HomePresentation no longer requires (HomeContract.swift): delete it unless your code uses it
            \tfunc retry(after seconds: Int) {
            """), removed.standardError)
    }
}
