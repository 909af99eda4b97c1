import Foundation
import TestSupport
import XCTest

/// `archgen adopt` through the binary on `Fixtures/AdoptViperSTeam`: a
/// VIPER-S app (ariok/VIPER-S's names: `NoteList_DisplayUI`, a director, a
/// worker, a navigator that builds the module, a scene) written by hand.
/// NoteList (UIKit, Swift Testing, its spies at the top level of a test
/// file) opens NoteEditor (no UI framework, XCTest, spies nested in the
/// test cases), whose director tells NoteList's when a note is saved (a
/// delegate); each worker is given its store through `init`, and both
/// report to the app's analytics (a shared service). VIPER-S has VIPER's
/// structure, and its names make it VIPER-S. adopt writes the specs and
/// archgen.yml with no hand edit; `check --run-tests` then passes in Swift 6
/// and 5 with archgen's generated contracts and doubles in place of the
/// team's, and the UIKit code Linux leaves out builds and passes its tests
/// on UIKit's stand-in.
final class AdoptViperSBuildTests: XCTestCase {
    func testAVIPERSAppIsAdoptedWithNoHandEditAndCheckPassesInSwift6And5() throws {
        let swift = try SwiftToolchain.requireSwift()
        let (root, project) = try AdoptFixture.copy("AdoptViperSTeam")
        let adopt = try TeamFixture.run(["adopt", "--replace", "Notes/Modules/NoteList", "Notes/Modules/NoteEditor"],
                                        in: project, cacheRoot: root)
        XCTAssertEqual(adopt.status, 0, adopt.standardOutput + adopt.standardError)
        XCTAssertEqual(adopt.standardError, "")
        XCTAssertTrue(adopt.standardOutput.contains("adopt: NoteList (viper-s) from Notes/Modules/NoteList"), adopt.standardOutput)
        XCTAssertTrue(adopt.standardOutput.contains("proof: passed, check: 2 modules up to date"), adopt.standardOutput)
        let spec = try String(contentsOf: project.appendingPathComponent("Specs/NoteEditor.archgen"), encoding: .utf8)
        XCTAssertEqual(spec, """
            # Adopted by archgen from Notes/Modules/NoteEditor.
            module: NoteEditor
            style: viper-s
            platform: none
            services:
              NoteSaving:
                property: store
                members:
                  - save(_ note: Note)
              AnalyticsService:
                property: analytics
            external:
              - ../Notes/Models/Note.swift
            input: (note: Note)
            view:
              - display(text: String)
              - displaySaved()
            events:
              - onUIReady()
              - onSave(text: String)
            interactor:
              - save(note: Note)
            output:
              - presentSaved(note: Note)
            routes:
              - close()
            delegate:
              - noteEditorDidSave(note: Note)

            """)
        let settings = try String(contentsOf: project.appendingPathComponent("archgen.yml"), encoding: .utf8)
        XCTAssertEqual(settings, """
            specs: Specs
            paths:
              sources: "Notes/Modules/{module}"
              tests: "NotesTests/{module}Tests"
            defaults:
              appModule: Notes
            styles:
              viper-s:
                wiring:
                  scene.eventsHandler:
                    optional: "!"
                  director.dataManager:
                    optional: "!"
                  director.navigator:
                    optional: "!"
                isolation: none
            shared:
              sources: Notes/Services
              services:
                AnalyticsService:
                  members: ["track(_ event: String)"]

            """)
        try AdoptFixture.assertCheckedInSwift6And5(project, root: root, tests: 10)
        let test = try AdoptFixture.assertTheUIKitCodeBuildsOnUIKitsStandIn(project, app: "Notes", swift: swift)
        XCTAssertTrue(test.contains("Test run with 7 tests in 4 suites passed"), test)
        XCTAssertTrue(test.contains("viewDidLoadTellsTheDirectorTheUIIsReady() passed"), test)
    }
}
