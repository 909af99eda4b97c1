import Foundation
import TestSupport
import XCTest

/// `archgen adopt` through the binary on `Fixtures/AdoptMVPTeam`: a journal
/// app in the team's own MVP (archgen.yml's `styles: mvp: {path: Styles/mvp}`,
/// the style MVPTeam defines; no Swift of archgen's knows it), written by hand
/// the way a team writes one. EntryList (XCTest) opens EntryEditor (Swift
/// Testing), whose presenter tells EntryList's when an entry is saved (a
/// delegate); EntryList's presenter is given its store through `init`,
/// EntryEditor's its entry; EntryStats (XCTest) has no UI framework, its
/// view is the app's SwiftUI screen; the tests' spies are the team's. adopt
/// recognises the style from its manifest, writes the specs and archgen.yml
/// with no hand edit, and `check --run-tests` then passes in Swift 6 and 5
/// with archgen's generated contracts and doubles in place of the team's,
/// every other file of the team's unchanged; the UIKit code Linux leaves out
/// then builds and passes its tests on UIKit's stand-in.
final class AdoptOwnStyleBuildTests: XCTestCase {
    private static let modules = ["Journal/Modules/EntryList", "Journal/Modules/EntryEditor", "Journal/Modules/EntryStats"]

    func testATeamsOwnStyleIsRecognisedFromItsManifestAndCheckPassesInSwift6And5() throws {
        let swift = try SwiftToolchain.requireSwift()
        let (root, project) = try AdoptFixture.copy("AdoptMVPTeam")
        let before = try AdoptFixture.files(in: project)
        let adopt = try TeamFixture.run(["adopt", "--replace"] + Self.modules, in: project, cacheRoot: root)
        XCTAssertEqual(adopt.status, 0, adopt.standardOutput + adopt.standardError)
        XCTAssertTrue(adopt.standardOutput.hasPrefix("""
            adopt: EntryList (mvp) from Journal/Modules/EntryList, tests JournalTests/Modules/EntryListTests
            adopt: EntryEditor (mvp) from Journal/Modules/EntryEditor, tests JournalTests/Modules/EntryEditorTests
            adopt: EntryStats (mvp) from Journal/Modules/EntryStats, tests JournalTests/Modules/EntryStatsTests
            proof: passed, check: 3 modules up to date
            """), adopt.standardOutput)
        XCTAssertEqual(try String(contentsOf: project.appendingPathComponent("Specs/EntryList.archgen"), encoding: .utf8), """
            # Adopted by archgen from Journal/Modules/EntryList.
            module: EntryList
            style: mvp
            platform: uikit
            services:
              EntryStoring:
                property: store
                members:
                  - entries() -> [Entry]
                  - save(_ entry: Entry)
            external:
              - ../Journal/Models/Entry.swift
            view:
              - show(titles: [String])
              - showEmpty()
            events:
              - viewDidLoad()
              - didSelectEntry(at index: Int)
              - didTapAdd()

            """)
        XCTAssertEqual(try String(contentsOf: project.appendingPathComponent("Specs/EntryEditor.archgen"), encoding: .utf8), """
            # Adopted by archgen from Journal/Modules/EntryEditor.
            module: EntryEditor
            style: mvp
            platform: uikit
            tests: swift-testing
            external:
              - ../Journal/Models/Entry.swift
            input: (entry: Entry?)
            view:
              - fill(title: String, text: String)
              - showTitleIsMissing()
            events:
              - viewDidLoad()
              - didTapSave(title: String, text: String)
            delegate:
              - editorDidSave(_ entry: Entry)

            """)
        XCTAssertEqual(try String(contentsOf: project.appendingPathComponent("Specs/EntryStats.archgen"), encoding: .utf8), """
            # Adopted by archgen from Journal/Modules/EntryStats.
            module: EntryStats
            style: mvp
            platform: none
            services:
              EntryCounting:
                property: counter
                members:
                  - titles() -> [String]
            view:
              - show(count: Int, longestTitle: String?)
            events:
              - refresh()

            """)
        XCTAssertEqual(try String(contentsOf: project.appendingPathComponent("archgen.yml"), encoding: .utf8), """
            # A team's journal app in its own MVP (Styles/mvp: a passive view, a
            # presenter given its services and input through its init, a builder), its
            # modules written by hand before archgen.
            defaults:
              style: mvp
              appModule: Journal
            styles:
              mvp:
                path: Styles/mvp
                isolation: mainActor
            specs: Specs
            paths:
              sources: "Journal/Modules/{module}"
              tests: "JournalTests/Modules/{module}Tests"

            """)
        try AdoptFixture.assertCheckedInSwift6And5(project, root: root, tests: 12)
        // Only the contracts are archgen's now; the rest is the team's, as it was.
        var after = try AdoptFixture.files(in: project)
        var unchanged = before
        for path in ["archgen.yml", "Journal/Modules/EntryList/EntryListContract.swift", "Journal/Modules/EntryEditor/EntryEditorContract.swift",
                     "Journal/Modules/EntryStats/EntryStatsContract.swift"] {
            XCTAssertNotNil(after.removeValue(forKey: path), path)
            unchanged.removeValue(forKey: path)
        }
        XCTAssertEqual(Set(after.keys).subtracting(unchanged.keys).sorted(), [
            "JournalTests/Modules/EntryEditorTests/EntryEditorTestDoubles.swift",
            "JournalTests/Modules/EntryListTests/EntryListTestDoubles.swift",
            "JournalTests/Modules/EntryStatsTests/EntryStatsTestDoubles.swift",
            "Specs/EntryEditor.archgen", "Specs/EntryList.archgen", "Specs/EntryStats.archgen",
        ])
        XCTAssertEqual(after.filter { unchanged[$0.key] != nil }, unchanged)
        let test = try AdoptFixture.assertTheUIKitCodeBuildsOnUIKitsStandIn(project, app: "Journal", swift: swift)
        XCTAssertTrue(test.contains("Test run with 6 tests in 3 suites passed"), test)
        XCTAssertTrue(test.contains("Executed 10 tests, with 0 failures"), test)
    }
}
