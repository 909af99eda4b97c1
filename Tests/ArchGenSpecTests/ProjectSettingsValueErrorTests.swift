import ArchGenSource
import ArchGenSpec
import TestSupport
import XCTest

/// archgen.yml's errors about values and the file itself: the wrong kind of
/// value, empty values, an app module that is not an identifier, a missing
/// templates folder, all errors in source order, a root that is not a mapping,
/// YAML errors and invalid UTF-8, each asserted verbatim.
final class ProjectSettingsValueErrorTests: XCTestCase {
    func testWrongKindsOfValue() {
        XCTAssertEqual(projectSettingsErrors("""
            specs:
              key: value
            paths: Sources
            defaults:
              appModule: [MyApp]
            templates:
              - a
            build: 6
            """), """
            archgen.yml:2:3: error: 'specs' must be a folder or a list of folders, found a mapping
              key: value
              ^
            hint: write 'specs: Specs'
            archgen.yml:3:8: error: 'paths' must be a mapping, found a string
            paths: Sources
                   ^
            archgen.yml:5:14: error: 'appModule' must be a name, found a list
              appModule: [MyApp]
                         ^
            archgen.yml:7:3: error: 'templates' must be a folder, found a list
              - a
              ^
            archgen.yml:8:8: error: 'build' must be a mapping, found a string
            build: 6
                   ^

            """)
    }

    func testEmptyValues() {
        XCTAssertEqual(projectSettingsErrors("specs: [Specs, '']\npaths:\n  tests: \"\"\ntemplates: ''\ndefaults:\n  appModule: ''\n"), """
            archgen.yml:1:16: error: a spec folder is empty
            specs: [Specs, '']
                           ^
            hint: write a folder relative to the one holding archgen.yml ('.' for that folder itself)
            archgen.yml:3:10: error: 'tests' is empty
              tests: ""
                     ^
            hint: write a folder with '{module}', like 'Sources/{module}'
            archgen.yml:4:12: error: 'templates' is empty
            templates: ''
                       ^
            hint: write a folder relative to the one holding archgen.yml ('.' for that folder itself)
            archgen.yml:6:14: error: app module name is empty
              appModule: ''
                         ^
            hint: an app module name is a Swift identifier: letters, digits and '_', not starting with a digit

            """)
    }

    func testAnAppModuleThatIsNotAnIdentifier() {
        XCTAssertEqual(projectSettingsErrors("defaults:\n  appModule: My-App\n"), """
            archgen.yml:2:14: error: app module name 'My-App' is not a valid Swift identifier
              appModule: My-App
                         ^
            hint: an app module name is a Swift identifier: letters, digits and '_', not starting with a digit

            """)
    }

    func testATemplatesFolderThatDoesNotExist() {
        let loader = ProjectSettingsLoader(files: TestDisk.holding(folders: ["Templates"]))
        XCTAssertNotNil(loader.load(SourceText(path: "archgen.yml", text: "templates: Templates/\n")).settings)
        let result = loader.load(SourceText(path: "archgen.yml", text: "templates: Templets\n"))
        XCTAssertEqual(DiagnosticRenderer().render(result.errors), """
            archgen.yml:1:12: error: no such folder 'Templets'
            templates: Templets
                       ^
            hint: 'archgen templates export Templets', run beside archgen.yml, writes the built-in templates there

            """)
    }

    /// Every error of the file, in source order whatever order the keys come in.
    func testAllErrorsTogetherInSourceOrder() {
        XCTAssertEqual(projectSettingsErrors("defaults:\n  style: vipe\nspecs: ''\n").split(separator: "\n").filter { $0.hasPrefix("archgen.yml:") }, [
            "archgen.yml:2:10: error: unknown style 'vipe'", "archgen.yml:3:8: error: 'specs' is empty",
        ])
    }

    func testARootThatIsNotAMapping() {
        XCTAssertEqual(projectSettingsErrors("- Specs\n"), """
            archgen.yml:1:1: error: archgen.yml is a mapping of keys ('specs:', 'paths:', 'defaults:', ...), found a list
            - Specs
            ^

            """)
    }

    func testYAMLErrorsAreLocatedToo() {
        XCTAssertEqual(projectSettingsErrors("specs: Specs\nspecs: Features\n"), """
            archgen.yml:2:1: error: duplicate key 'specs'
            specs: Features
            ^
            hint: 'specs' is first set on line 1

            """)
    }

    func testInvalidUTF8() {
        let result = ProjectSettingsLoader().load(bytes: Array("specs: S".utf8) + [0xFF] + [0x0A], path: "archgen.yml")
        XCTAssertEqual(result.errors.map(\.message), ["the file is not valid UTF-8 (byte 0xFF)"])
        XCTAssertEqual(result.errors.first?.hint, "save archgen.yml as UTF-8")
        XCTAssertEqual(result.errors.first?.location, SourceLocation(line: 1, column: 9))
    }
}
