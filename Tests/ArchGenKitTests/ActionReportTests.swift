import ArchGenKit
import XCTest

final class ActionReportTests: XCTestCase {
    private let actions = [
        FileAction(path: "Sources/SignIn/SignInContract.swift", kind: .create, ownership: .generated, contents: "a\n"),
        FileAction(
            path: "Sources/SignIn/SignInModels.swift", kind: .update, ownership: .generated, contents: "new\n",
            oldContents: "old\n"),
        FileAction(path: "Sources/SignIn/SignInDoubles.swift", kind: .unchanged, ownership: .generated, contents: ""),
        FileAction(
            path: "Sources/SignIn/SignInPresenter.swift", kind: .skip, ownership: .scaffold, contents: "p\n",
            oldContents: "mine\n"),
    ]

    func testWrittenRun() {
        let report = ActionReport(actions: actions, elapsed: .milliseconds(12))
        XCTAssertEqual(report.text, """
            create         Sources/SignIn/SignInContract.swift
            update         Sources/SignIn/SignInModels.swift
            unchanged      Sources/SignIn/SignInDoubles.swift
            skip (exists)  Sources/SignIn/SignInPresenter.swift
            1 created, 1 updated, 1 unchanged, 1 skipped (12 ms)

            """)
    }

    /// A folder named with an escape sequence (`ESC [2J` clears the screen) is shown, not sent to the terminal.
    func testControlCharactersInAPathAreRevealed() {
        let named = [FileAction(path: "App\u{1B}[2J/Home/HomeContract.swift", kind: .create, ownership: .generated, contents: "a\n")]
        XCTAssertEqual(ActionReport(actions: named, elapsed: .milliseconds(3)).text, """
            create  App<U+001B>[2J/Home/HomeContract.swift
            1 created (3 ms)

            """)
    }

    func testColumnFitsTheLabelsShownAndZeroCountsAreLeftOut() {
        let report = ActionReport(actions: Array(actions.prefix(3)), elapsed: .microseconds(1_500))
        XCTAssertEqual(report.text, """
            create     Sources/SignIn/SignInContract.swift
            update     Sources/SignIn/SignInModels.swift
            unchanged  Sources/SignIn/SignInDoubles.swift
            1 created, 1 updated, 1 unchanged (1 ms)

            """)
    }

    func testDryRunShowsTheDiffOfEachUpdate() {
        let report = ActionReport(actions: actions, dryRun: true, elapsed: .seconds(2) + .milliseconds(345))
        XCTAssertEqual(report.text, """
            would create   Sources/SignIn/SignInContract.swift
            would update   Sources/SignIn/SignInModels.swift
            --- a/Sources/SignIn/SignInModels.swift
            +++ b/Sources/SignIn/SignInModels.swift
            @@ -1 +1 @@
            -old
            +new
            unchanged      Sources/SignIn/SignInDoubles.swift
            skip (exists)  Sources/SignIn/SignInPresenter.swift
            dry run, nothing written: 1 to create, 1 to update, 1 unchanged, 1 skipped (2.3 s)

            """)
    }

    func testForcedOverwriteIsMarkedAndWarnedAbout() {
        let forced = FileAction(
            path: "Sources/SignIn/SignInPresenter.swift", kind: .update, ownership: .scaffold, contents: "p\n",
            oldContents: "mine\n", overwritesEdits: true)
        XCTAssertEqual(ActionReport(actions: [forced], elapsed: .zero).text, """
            update  Sources/SignIn/SignInPresenter.swift  (overwrote your edits)
            1 updated (0 ms)

            """)
        XCTAssertEqual(ActionReport.overwriteWarning(for: actions + [forced]), """
            --force: 1 scaffold file differs from what archgen would write and will be overwritten:
              Sources/SignIn/SignInPresenter.swift

            """)
        XCTAssertEqual(ActionReport.overwriteWarning(for: actions), "")
    }

    func testNothingToWrite() {
        XCTAssertEqual(ActionReport(actions: [], elapsed: .milliseconds(3)).text, "no files (3 ms)\n")
    }
}
