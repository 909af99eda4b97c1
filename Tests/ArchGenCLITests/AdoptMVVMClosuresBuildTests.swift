import Foundation
import TestSupport
import XCTest

/// `archgen adopt` through the binary on `Fixtures/AdoptMVVMClosuresTeam`:
/// an MVVM module written by hand whose view model tells its view what to
/// show through closures its protocol declares (`var showNotes: (([Note]) -> Void)? { get set }`),
/// which the view controller sets in `viewDidLoad`; a store given through
/// `init`, a coordinator holding the view weakly through an empty output
/// protocol, hand-written stubs and spies in XCTest. adopt recognises MVVM
/// with `binding: closures` and writes the spec and archgen.yml with no hand
/// edit; `check --run-tests` then passes in Swift 6 and 5 with archgen's
/// contract and doubles in place of the team's, and the UIKit code Linux
/// leaves out builds and passes its tests on UIKit's stand-in.
final class AdoptMVVMClosuresBuildTests: XCTestCase {
    func testAViewModelBoundThroughClosuresIsAdoptedWithNoHandEditAndCheckPassesInSwift6And5() throws {
        let swift = try SwiftToolchain.requireSwift()
        let (root, project) = try AdoptFixture.copy("AdoptMVVMClosuresTeam")
        let adopt = try TeamFixture.run(["adopt", "--replace", "Notes/Features/NoteList"], in: project, cacheRoot: root)
        XCTAssertEqual(adopt.status, 0, adopt.standardOutput + adopt.standardError)
        XCTAssertTrue(adopt.standardOutput.contains("adopt: NoteList (mvvm) from Notes/Features/NoteList"), adopt.standardOutput)
        XCTAssertTrue(adopt.standardOutput.contains("proof: passed, check: 1 module up to date"), adopt.standardOutput)
        let spec = try String(contentsOf: project.appendingPathComponent("Specs/NoteList.archgen"), encoding: .utf8)
        XCTAssertEqual(spec, """
            # Adopted by archgen from Notes/Features/NoteList.
            module: NoteList
            style: mvvm
            platform: uikit
            services:
              NoteStoring:
                property: store
                members:
                  - notes() throws -> [Note]
            external:
              - ../Notes/Models/Note.swift
            view:
              - showNotes(notes: [Note])
              - showError(message: String)
            events:
              - var isLoading: Bool { get }
              - viewDidLoad()
              - noteTapped(at index: Int)
            routes:
              - openNote(id: Int)

            """)
        let settings = try String(contentsOf: project.appendingPathComponent("archgen.yml"), encoding: .utf8)
        XCTAssertEqual(settings, """
            specs: Specs
            paths:
              sources: "Notes/Features/{module}"
              tests: "NotesTests/{module}Tests"
            defaults:
              appModule: Notes
            styles:
              mvvm:
                binding: closures
                isolation: none

            """)
        try AdoptFixture.assertCheckedInSwift6And5(project, root: root, tests: 4)
        let test = try AdoptFixture.assertTheUIKitCodeBuildsOnUIKitsStandIn(project, app: "Notes", swift: swift)
        XCTAssertTrue(test.contains("testSendsViewDidLoadWhenItLoads"), test)
    }
}
