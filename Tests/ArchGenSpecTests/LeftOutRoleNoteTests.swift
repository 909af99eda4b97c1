import ArchGenSource
import ArchGenSpec
import TestSupport
import XCTest

/// `lint`'s notes about a role a spec leaves out whose protocol the style
/// keeps, asserted verbatim; a role whose protocol the style drops gets none.
final class LeftOutRoleNoteTests: XCTestCase {
    private func notes(_ text: String, style: StyleDefinition? = nil, warnings: [String] = []) -> String {
        let result = SpecLoader(styleOverride: style).load(bytes: Array(text.utf8), path: "Note.archgen")
        XCTAssertEqual(result.errors, [])
        XCTAssertEqual(result.warnings.map(\.message), warnings, "a note is not a warning")
        return DiagnosticRenderer().render(result.notes)
    }

    private let viewOnly = "# A screen that only displays.\nmodule: Note\nview:\n  - show(title: String)\n"

    func testVIPERNotesTheEventsAndTheInteractorItKeeps() {
        XCTAssertEqual(notes(viewOnly, style: .viper), """
            Note.archgen:2:9: note: 'events' is left out: VIPER still declares 'NotePresentation', with no method of its own, as the view holds the presenter through it
            module: Note
                    ^
            hint: list its methods under 'events:' (view → presenter: user and lifecycle events), or ignore this note if the module needs none
            Note.archgen:2:9: note: 'interactor' is left out: VIPER still declares 'NoteInteraction', with no method of its own, as the presenter holds the interactor through it
            module: Note
                    ^
            hint: list its methods under 'interactor:' (presenter → interactor: business requests), or ignore this note if the module needs none

            """)
    }

    func testVIPERSNotesTheRolesItKeeps() {
        XCTAssertEqual(notes(viewOnly, style: .viperS).components(separatedBy: "\n").filter { $0.contains(": note: ") }, [
            "Note.archgen:2:9: note: 'events' is left out: VIPER-S still declares 'Note_HandleUIEvents', with no method of its own, as the scene holds the director through it",
            "Note.archgen:2:9: note: 'interactor' is left out: VIPER-S still declares 'Note_ManageData', with no method of its own, as the director holds the worker through it",
        ])
        XCTAssertEqual(notes(viewOnly, style: .viperS).components(separatedBy: "\n").filter { $0.hasPrefix("hint: ") }, [
            "hint: list its methods under 'events:' (scene → director: user and lifecycle events), or ignore this note if the module needs none",
            "hint: list its methods under 'interactor:' (director → worker: data requests), or ignore this note if the module needs none",
        ], "the hints speak of the style's actors")
    }

    /// VIP's business logic is one protocol for `events` and `interactor`: one note; its output is kept too.
    func testVIPNotesTheBusinessLogicOnceAndThePresentationLogic() {
        XCTAssertEqual(notes(viewOnly, style: .vip).components(separatedBy: "\n").filter { $0.contains(": note: ") }, [
            "Note.archgen:2:9: note: 'events' and 'interactor' are left out: VIP still declares 'NoteBusinessLogic', with no method of its own, as the view controller holds the interactor through it",
            "Note.archgen:2:9: note: 'output' is left out: VIP still declares 'NotePresentationLogic', with no method of its own, as the interactor holds the presenter through it",
        ])
        XCTAssertEqual(notes(viewOnly, style: .vip).components(separatedBy: "\n").filter { $0.hasPrefix("hint: ") }, [
            "hint: list its methods under 'events:' (view controller → interactor: user events and business requests), or ignore this note if the module needs none",
            "hint: list its methods under 'output:' (interactor → presenter: responses to present), or ignore this note if the module needs none",
        ])
    }

    /// A list written empty has its warning, and no note besides; left out, it has its note.
    func testAnEmptyListWrittenIsWarnedAboutNotNoted() {
        let spec = "module: Note\nevents:\n  - tap()\ninteractor:\n  - load()\n"
        XCTAssertEqual(notes(spec + "view: []\n", style: .viper, warnings: ["'view' is empty"]), "")
        XCTAssertEqual(notes(spec, style: .viper), """
            Note.archgen:1:9: note: 'view' is left out: VIPER still declares 'NoteView', with no method of its own, as the presenter and the router hold the view through it
            module: Note
                    ^
            hint: list its methods under 'view:' (presenter → view: display commands), or ignore this note if the module needs none

            """)
    }

    /// Routes, output and delegate left out get no note in VIPER and VIPER-S:
    /// their protocols are gone. Use cases fill the lists they add methods to.
    func testRolesWhoseProtocolIsDroppedOrFilledByUseCasesGetNoNote() {
        let spec = "module: Note\nevents:\n  - tap()\ninteractor:\n  - load()\nview:\n  - show()\n"
        XCTAssertEqual(notes(spec, style: .viper), "")
        XCTAssertEqual(notes(spec, style: .viperS), "")
        let useCase = "module: Note\nuseCases:\n  Load:\n    request: ()\n    response: (count: Int)\n    viewModel: (text: String)\n"
        // MVVM takes no use cases (its own test refuses them).
        for style in StyleDefinition.allBuiltIn where style.useCases != nil { XCTAssertEqual(notes(useCase, style: style), "", "\(style)") }
    }

    func testWhichRolesEachStyleKeeps() {
        let kept = StyleDefinition.allBuiltIn.map { style in
            "\(style.name): " + Role.allCases.filter { role in
                style.protocolKey(of: role).flatMap(style.protocol)?.keepReason != nil
            }.map(\.key).joined(separator: " ")
        }
        XCTAssertEqual(kept, [
            "viper: view events interactor",
            "viper-s: view events interactor",
            "vip: view events interactor output",
            "mvvm: view events",
        ])
    }
}
