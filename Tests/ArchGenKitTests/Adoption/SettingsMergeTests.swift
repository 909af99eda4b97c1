@testable import ArchGenKit
import ArchGenSource
import XCTest

/// archgen.yml after `adopt`: values it has reused, a value it contradicts
/// noted, missing keys inserted under the keys it has, its lines untouched.
final class SettingsMergeTests: XCTestCase {
    /// Line 3 of `path`, reading `line`.
    static func place(_ path: String, _ line: String = "") -> DeclarationPlace {
        DeclarationPlace(path: path, line: 3, sourceLine: line)
    }

    func testMissingValuesGoUnderTheKeysArchgenYmlHasAndItsOwnValuesAreReused() {
        let existing = """
            # The team's settings.
            defaults:
              platform: uikit
            styles:
              viper:
                isolation: none   # Swift 5 code
            build:
              languageMode: 5
            """
        let merge = SettingsMerge(leaves: [
            SettingLeaf(["defaults", "appModule"], "App", source: DeclarationPlace(path: "a.swift", line: 1, sourceLine: "")),
            SettingLeaf(["styles", "viper", "isolation"], "none", source: DeclarationPlace(path: "a.swift", line: 2, sourceLine: "")),
            SettingLeaf(["styles", "viper", "wiring", "view.presenter", "optional"], "\"!\"", source: DeclarationPlace(path: "a.swift", line: 3, sourceLine: "")),
            SettingLeaf(["styles", "viper", "wiring", "presenter.view", "declared"], "false", isDefault: true, source: DeclarationPlace(path: "a.swift", line: 4, sourceLine: "")),
            SettingLeaf(["specs"], "Specs", source: DeclarationPlace(path: "archgen.yml")),
        ], existing: existing, settingsPath: "archgen.yml")
        XCTAssertEqual(merge.text, """
            # The team's settings.
            defaults:
              platform: uikit
              appModule: App
            styles:
              viper:
                isolation: none   # Swift 5 code
                wiring:
                  view.presenter:
                    optional: "!"
            build:
              languageMode: 5
            specs: Specs

            """)
        XCTAssertEqual(merge.reused.map(\.key), ["styles.viper.isolation"])
        XCTAssertEqual(merge.notes, [])
    }

    func testAValueThatDiffersFromArchgenYmlsOrAnotherModulesIsANoteAndNotWritten() {
        let merge = SettingsMerge(leaves: [
            SettingLeaf(["styles", "viper", "isolation"], "none", source: Self.place("A/AContract.swift", "protocol AView: AnyObject {}")),
            SettingLeaf(["styles", "viper", "isolation"], "mainActor", source: Self.place("B/BContract.swift", "@MainActor protocol BView: AnyObject {}")),
            SettingLeaf(["styles", "vip", "isolation"], "none", source: Self.place("C/CProtocols.swift", "protocol CDisplayLogic: AnyObject {}")),
        ], existing: "styles:\n  vip:\n    isolation: mainActor\n", settingsPath: "archgen.yml")
        XCTAssertEqual(merge.notes.map { DiagnosticRenderer().render($0) }, [
            """
            B/BContract.swift:3:1: note: `styles.viper.isolation` is mainActor here, none at A/AContract.swift:3
            @MainActor protocol BView: AnyObject {}
            ^
            hint: one value per style: give this module a style of its own (`base: viper`)
            """,
            """
            C/CProtocols.swift:3:1: note: `styles.vip.isolation` is none here, mainActor in archgen.yml
            protocol CDisplayLogic: AnyObject {}
            ^
            hint: give this module a style of its own (`base: vip`), or change archgen.yml
            """,
        ])
        XCTAssertEqual(merge.text, "styles:\n  vip:\n    isolation: mainActor\n  viper:\n    isolation: none\n")
    }
}
