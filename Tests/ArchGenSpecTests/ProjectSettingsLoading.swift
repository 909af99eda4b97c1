import ArchGenSource
import ArchGenSpec
import TestSupport
import XCTest

extension XCTestCase {
    /// archgen.yml's settings from `text`, which must have no error.
    func loadProjectSettings(_ text: String) throws -> ProjectSettings {
        let result = ProjectSettingsLoader().load(SourceText(path: "archgen.yml", text: text))
        XCTAssertEqual(DiagnosticRenderer().render(result.errors), "")
        return try XCTUnwrap(result.settings)
    }

    /// archgen.yml's rendered errors for `text`; the settings are nil whenever there is one.
    func projectSettingsErrors(_ text: String) -> String {
        let result = ProjectSettingsLoader().load(SourceText(path: "archgen.yml", text: text))
        XCTAssertEqual(result.settings == nil, !result.errors.isEmpty)
        return DiagnosticRenderer().render(result.errors)
    }
}
