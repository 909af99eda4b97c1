@testable import ArchGenKit
import XCTest

/// archgen.yml after `adopt`: values it has reused, a value it contradicts
/// noted, missing keys inserted under the keys it has, its lines untouched.
final class SettingsMergeTests: XCTestCase {
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
            SettingLeaf(["defaults", "appModule"], "App", source: "a.swift:1"),
            SettingLeaf(["styles", "viper", "isolation"], "none", source: "a.swift:2"),
            SettingLeaf(["styles", "viper", "wiring", "view.presenter", "optional"], "\"!\"", source: "a.swift:3"),
            SettingLeaf(["styles", "viper", "wiring", "presenter.view", "declared"], "false", isDefault: true, source: "a.swift:4"),
            SettingLeaf(["specs"], "Specs", source: "archgen.yml"),
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
            SettingLeaf(["styles", "viper", "isolation"], "none", source: "A/AContract.swift:3"),
            SettingLeaf(["styles", "viper", "isolation"], "mainActor", source: "B/BContract.swift:3"),
            SettingLeaf(["styles", "vip", "isolation"], "none", source: "C/CProtocols.swift:3"),
        ], existing: "styles:\n  vip:\n    isolation: mainActor\n", settingsPath: "archgen.yml")
        XCTAssertEqual(merge.notes.map(\.rendered), [
            "B/BContract.swift:3: note: `styles.viper.isolation` is mainActor here, none at A/AContract.swift:3\n"
                + "hint: one value per style: give this module a style of its own (`base: viper`)",
            "C/CProtocols.swift:3: note: `styles.vip.isolation` is none here, mainActor in archgen.yml\n"
                + "hint: give this module a style of its own (`base: vip`), or change archgen.yml",
        ])
        XCTAssertEqual(merge.text, "styles:\n  vip:\n    isolation: mainActor\n  viper:\n    isolation: none\n")
    }
}
