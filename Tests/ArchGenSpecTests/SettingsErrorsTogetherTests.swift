import ArchGenSpec
import XCTest

/// Bad archgen.yml files for `styles:` (wiring, files, names, a project's own
/// styles) as a team might write them: every error of the file is reported in
/// one run, verbatim, located where it is written.
final class SettingsErrorsTogetherTests: XCTestCase {
    /// A key set twice used to stop the file at the YAML stage, hiding every other error:
    /// now its first value is kept and the rest of the file is read too.
    func testADuplicateKeyIsReportedWithTheFilesOtherErrors() {
        XCTAssertEqual(errors("""
            styles:
              vip:
                wiring:
                  interactor.presenter: {optional: none, optional: "?"}
                  interactor.delegat: {}
              viper:
                files: {presenter: P.swift}
                files: {router: R.swift}
                isolation: nope
            """), """
            archgen.yml:4:46: error: duplicate key 'optional'
                  interactor.presenter: {optional: none, optional: "?"}
                                                         ^
            hint: 'optional' is first set on line 4
            archgen.yml:5:7: error: unknown key 'interactor.delegat'
                  interactor.delegat: {}
                  ^
            hint: did you mean 'interactor.delegate'?
            archgen.yml:8:5: error: duplicate key 'files'
                files: {router: R.swift}
                ^
            hint: 'files' is first set on line 7
            archgen.yml:9:16: error: unknown isolation 'nope'
                isolation: nope
                           ^
            hint: did you mean 'none'?

            """)
    }

    /// The same in a spec: the duplicate, and the spec's other errors.
    func testADuplicateKeyInASpecIsReportedWithItsOtherErrors() {
        let result = SpecLoader().load(SourceText(path: "A.archgen", text: "module: A\nmodule: B\nstyle: viperx\n"))
        XCTAssertNil(result.spec)
        XCTAssertEqual(DiagnosticRenderer().render(result.errors), """
            A.archgen:2:1: error: duplicate key 'module'
            module: B
            ^
            hint: 'module' is first set on line 1
            A.archgen:3:8: error: unknown style 'viperx'
            style: viperx
                   ^
            hint: did you mean 'viper'?

            """)
    }

    /// archgen.yml's rendered errors for `text`; the settings are nil whenever there is one.
    private func errors(_ text: String) -> String {
        let result = ProjectSettingsLoader().load(SourceText(path: "archgen.yml", text: text))
        XCTAssertEqual(result.settings == nil, !result.errors.isEmpty)
        return DiagnosticRenderer().render(result.errors)
    }
}
