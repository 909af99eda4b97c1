import ArchGenSource
import ArchGenSpec
import TestSupport
import XCTest

/// archgen.yml: every key read into `ProjectSettings`, and every error
/// asserted verbatim as the user sees it (location, line, caret, hint).
final class ProjectSettingsTests: XCTestCase {
    func testEveryKey() throws {
        XCTAssertEqual(try loadProjectSettings("""
            specs: Specs
            paths:
              sources: Sources/{module}
              tests: Tests/{module}Tests
            defaults:
              style: viper-s
              platform: swiftui
              tests: swift-testing
              appModule: MyApp
            templates: Templates/archgen
            build:
              languageMode: 5
            """), ProjectSettings(
                specs: ["Specs"],
                paths: .init(sources: ModulePathPattern("Sources/{module}"), tests: ModulePathPattern("Tests/{module}Tests")),
                defaults: {
                    // Swift 5 mode: `preconcurrency`, which callers not yet checked for concurrency can use.
                    var defaults = SpecDefaults(styleName: "viper-s", platform: .swiftui, tests: .swiftTesting, appModule: "MyApp")
                    defaults.isolation = .preconcurrency
                    return defaults
                }(),
                templates: "Templates/archgen",
                languageMode: 5))
    }

    func testAnEmptyFileIsTheDefaults() throws {
        XCTAssertEqual(try loadProjectSettings(""), ProjectSettings())
        XCTAssertEqual(try loadProjectSettings("# Nothing set yet.\n"), ProjectSettings())
        XCTAssertEqual(ProjectSettings().languageMode, 6)
        XCTAssertEqual(ProjectSettings().proof, .fast)
    }

    func testBuildProofIsFastOrFull() throws {
        XCTAssertEqual(try loadProjectSettings("build:\n  proof: full\n").proof, .full)
        XCTAssertEqual(try loadProjectSettings("build:\n  languageMode: 5\n  proof: fast\n").proof, .fast)
        XCTAssertEqual(projectSettingsErrors("build:\n  proof: swiftpm\n  languageMode: 4\n"), """
            archgen.yml:2:10: error: unknown proof 'swiftpm'
              proof: swiftpm
                     ^
            hint: use fast or full
            archgen.yml:3:17: error: unknown languageMode '4'
              languageMode: 4
                            ^
            hint: use 5 or 6

            """)
    }

    /// A key with nothing after it, or `~`, keeps its default like a key left out.
    func testAKeyWithoutAValueKeepsItsDefault() throws {
        XCTAssertEqual(try loadProjectSettings("specs:\npaths:\n  sources: ~\ndefaults:\n  style:\ntemplates: null\nbuild:\n"), ProjectSettings())
    }

    func testSeveralSpecFoldersAndTrailingSlashes() throws {
        let settings = try loadProjectSettings("specs: [Specs/, Features]\npaths:\n  sources: Modules/{module}/Sources/\ntemplates: /opt/templates/\n")
        XCTAssertEqual(settings.specs, ["Specs", "Features"])
        XCTAssertEqual(settings.paths.sources, ModulePathPattern("Modules/{module}/Sources"))
        XCTAssertEqual(settings.paths.tests, nil)
        XCTAssertEqual(settings.templates, "/opt/templates")
    }

    func testAPatternGivesEachModulesFolder() {
        XCTAssertEqual(ModulePathPattern("Modules/{module}/{module}Tests").path(for: "SignIn"), "Modules/SignIn/SignInTests")
    }

    /// Absolute paths and `..` are the project's own choice, as `--output` is.
    func testAbsolutePathsAndParentFoldersAreAllowed() throws {
        let settings = try loadProjectSettings("specs: ../Specs\npaths:\n  sources: /work/App/{module}\n  tests: ../Tests/{module}Tests\n")
        XCTAssertEqual(settings.specs, ["../Specs"])
        XCTAssertEqual(settings.paths.sources?.pattern, "/work/App/{module}")
        XCTAssertEqual(settings.paths.tests?.pattern, "../Tests/{module}Tests")
    }

    func testUnknownKeysAtEveryLevelSuggestTheNearMiss() {
        XCTAssertEqual(projectSettingsErrors("""
            spces: Specs
            paths:
              source: Sources/{module}
            defaults:
              stlye: vip
              color: red
            build:
              languagemode: 5
            """), """
            archgen.yml:1:1: error: unknown key 'spces'
            spces: Specs
            ^
            hint: did you mean 'specs'?
            archgen.yml:3:3: error: unknown key 'source'
              source: Sources/{module}
              ^
            hint: did you mean 'sources'?
            archgen.yml:5:3: error: unknown key 'stlye'
              stlye: vip
              ^
            hint: did you mean 'style'?
            archgen.yml:6:3: error: unknown key 'color'
              color: red
              ^
            archgen.yml:8:3: error: unknown key 'languagemode'
              languagemode: 5
              ^
            hint: did you mean 'languageMode'?

            """)
    }

    func testUnknownValuesSuggestTheNearMiss() {
        XCTAssertEqual(projectSettingsErrors("""
            defaults:
              style: viperS
              platform: UIKit
              tests: junit
            build:
              languageMode: 7
            """), """
            archgen.yml:2:10: error: unknown style 'viperS'
              style: viperS
                     ^
            hint: did you mean 'viper-s'?
            archgen.yml:3:13: error: unknown platform 'UIKit'
              platform: UIKit
                        ^
            hint: did you mean 'uikit'?
            archgen.yml:4:10: error: unknown tests 'junit'
              tests: junit
                     ^
            hint: use one of: xctest, swift-testing
            archgen.yml:6:17: error: unknown languageMode '7'
              languageMode: 7
                            ^
            hint: use 5 or 6

            """)
    }

    func testAPathWithoutTheModulePlaceholderWouldMakeModulesCollide() {
        XCTAssertEqual(projectSettingsErrors("paths:\n  sources: Sources/\n"), """
            archgen.yml:2:12: error: 'sources' must contain '{module}'
              sources: Sources/
                       ^
            hint: a module is every Swift file of its folder (the build check compiles them all as that module), so modules sharing 'Sources' would each compile the others'; write 'Sources/{module}'

            """)
    }

    func testAnUnknownPlaceholderIsPointedAt() {
        XCTAssertEqual(projectSettingsErrors("paths:\n  sources: Sources/{Module}\n  tests: 'Tests/{name}Tests'\n"), """
            archgen.yml:2:20: error: unknown placeholder '{Module}'
              sources: Sources/{Module}
                               ^
            hint: did you mean '{module}'?
            archgen.yml:3:17: error: unknown placeholder '{name}'
              tests: 'Tests/{name}Tests'
                            ^
            hint: '{module}' is the only placeholder

            """)
    }

    func testTestsInTheSourcesFolder() {
        XCTAssertEqual(projectSettingsErrors("paths:\n  sources: App/{module}\n  tests: App/{module}/\n"), """
            archgen.yml:3:10: error: 'tests' is the folder 'sources' names
              tests: App/{module}/
                     ^
            hint: a module's tests would be written among its sources; write 'App/{module}Tests'

            """)
    }

    /// A module is every Swift file below its folder: tests inside it were compiled into the module (warnings
    /// at each `@testable import`), sources inside the tests' folder into the tests as well.
    func testOneFolderInsideTheOther() {
        XCTAssertEqual(projectSettingsErrors("paths:\n  sources: App/{module}\n  tests: App/{module}/Tests\n"), """
            archgen.yml:3:10: error: 'tests' is a folder inside the one 'sources' names
              tests: App/{module}/Tests
                     ^
            hint: a module's tests would be compiled into the module, as every Swift file below its folder is; write 'App/{module}Tests'

            """)
        XCTAssertEqual(projectSettingsErrors("paths:\n  sources: Tests/{module}/Sources\n  tests: ./Tests/{module}\n"), """
            archgen.yml:2:12: error: 'sources' is a folder inside the one 'tests' names
              sources: Tests/{module}/Sources
                       ^
            hint: a module's sources would be compiled into its tests as well, as every Swift file below their folder is

            """)
        XCTAssertEqual(projectSettingsErrors("paths:\n  sources: App/{module}\n  tests: App/{module}Tests\n"), "")
    }
}
