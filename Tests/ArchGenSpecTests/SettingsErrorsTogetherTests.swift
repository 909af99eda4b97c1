import ArchGenSource
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

    /// A NUL in a path cut it short (`{module}\u0000.swift` wrote `SignInTests/SignIn`), a
    /// folder name over 255 bytes failed half-way through writing (exit 3, a folder made),
    /// and a tab or a zero-width space went into file names unseen: each is an error.
    func testAPathWithAnInvisibleCharacterOrANameTooLongForAFileSystem() {
        let long = String(repeating: "A", count: 256)
        XCTAssertEqual(errors(#"""
            paths:
              sources: "Src\u0000/{module}"
            specs: ["Specs\u202E"]
            styles:
              viper:
                files:
                  testDoubles: "{module}\u0000.swift"
                  presenter: "{module}\u200B.swift"
                  contract: "Con\ttract.swift"
                  router: "\#(long)/{type}.swift"
                  interactor: "My Folder/\#(String(repeating: "é", count: 122)){type}.swift"
                  entities: "Models/{module} Entities.swift"
            """#), #"""
            archgen.yml:2:16: error: 'sources' has an invisible character <U+0000> in its path
              sources: "Src\u0000/{module}"
                           ^
            hint: a path is written as it reads; remove the character
            archgen.yml:3:15: error: a spec folder has an invisible character <U+202E> in its path
            specs: ["Specs\u202E"]
                          ^
            hint: a path is written as it reads; remove the character
            archgen.yml:7:29: error: 'testDoubles' has an invisible character <U+0000> in its path
                  testDoubles: "{module}\u0000.swift"
                                        ^
            hint: a path is written as it reads; remove the character
            archgen.yml:8:27: error: 'presenter' has an invisible character <U+200B> in its path
                  presenter: "{module}\u200B.swift"
                                      ^
            hint: a path is written as it reads; remove the character
            archgen.yml:9:21: error: 'contract' has a tab in its path
                  contract: "Con\ttract.swift"
                                ^
            hint: a path is written as it reads; remove the character
            archgen.yml:10:16: error: 'router' has a folder name of 256 bytes
                  router: "\#(long)/{type}.swift"
                           ^
            hint: file systems take names of at most 255 bytes (UTF-8)
            archgen.yml:11:30: error: 'interactor' has a file name of 256 bytes
                  interactor: "My Folder/\#(String(repeating: "é", count: 122)){type}.swift"
                                         ^
            hint: file systems take names of at most 255 bytes (UTF-8)

            """#)
    }

    /// A pattern folded over two lines had its placeholder located past the end of
    /// its first line (archgen.yml:3:29, on a line of 27 characters): now at the value.
    func testAPlaceholderOfAScalarOverSeveralLinesIsLocatedAtTheValue() {
        XCTAssertEqual(errors("""
            styles:
              viper:
                files:
                  presenter: Presenter/
                    {typo}.swift
                  router: "Router/
                    {typo}.swift"
            """), """
            archgen.yml:4:18: error: unknown placeholder '{typo}'
                  presenter: Presenter/
                             ^
            hint: did you mean '{type}'?
            archgen.yml:6:15: error: unknown placeholder '{typo}'
                  router: "Router/
                          ^
            hint: did you mean '{type}'?

            """)
    }

    /// archgen.yml's rendered errors for `text`; the settings are nil whenever there is one.
    private func errors(_ text: String) -> String {
        let result = ProjectSettingsLoader().load(SourceText(path: "archgen.yml", text: text))
        XCTAssertEqual(result.settings == nil, !result.errors.isEmpty)
        return DiagnosticRenderer().render(result.errors)
    }
}
