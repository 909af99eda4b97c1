import ArchGenSource
import ArchGenSpec
import TestSupport
import XCTest

/// archgen.yml's `styles: <style>: entryPoint:` (`EntryPointResult`): what
/// read, what the spec of that style gets, and the error verbatim.
final class EntryPointSettingTests: XCTestCase {
    /// `entryPoint:` says what a style's UIKit entry point returns; the spec of that style gets it.
    func testEntryPointSaysWhatTheEntryPointReturns() throws {
        let settings = try loadProjectSettings("styles:\n  vip: {entryPoint: view}\n  viper:\n    entryPoint: presented\n")
        XCTAssertEqual(settings.defaults.styles.entries.map(\.settings.entryPoint), [.presented, nil, .view, nil])
        let defaults = SpecDefaults(settings: ["vip": StyleSettings(entryPoint: .view)])
        XCTAssertEqual(try spec("module: A\nstyle: vip\n", defaults: defaults).entryPointResult, .view)
        XCTAssertEqual(try spec("module: A\n", defaults: defaults).entryPointResult, .presented)
        XCTAssertEqual(projectSettingsErrors("styles:\n  vip: {entryPoint: views}\n"), """
            archgen.yml:2:21: error: unknown entryPoint 'views'
              vip: {entryPoint: views}
                                ^
            hint: did you mean 'view'?

            """)
    }

    private func spec(_ text: String, defaults: SpecDefaults) throws -> Spec {
        let result = SpecLoader(defaults: defaults).load(SourceText(path: "A.archgen", text: text))
        XCTAssertEqual(DiagnosticRenderer().render(result.diagnostics), "")
        return try XCTUnwrap(result.spec)
    }
}
