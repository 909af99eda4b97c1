import ArchGenSource
import ArchGenSpec
import TestSupport
import XCTest

/// archgen.yml's errors about a style of the project's own, verbatim: a missing
/// or unknown base, a base that is not built in, a built-in's name or keys, a
/// missing templates folder, settings checked against the base, shared mocks'
/// names, and an entry in error that `defaults` names.
final class OwnStyleSettingsErrorTests: XCTestCase {
    func testAStyleWithoutABaseOrWithAnUnknownOne() {
        XCTAssertEqual(projectSettingsErrors("""
            styles:
              elm: {isolation: none}
              vipr: {isolation: none}
              other: {base: mvc}
              twice: {base: vipp}
            """), """
            archgen.yml:2:3: error: unknown style 'elm'
              elm: {isolation: none}
              ^
            hint: a style of the project's own needs 'base:' (viper, viper-s, vip, mvvm) or 'path:' (its folder)
            archgen.yml:3:3: error: unknown style 'vipr'
              vipr: {isolation: none}
              ^
            hint: did you mean 'viper'? Else a style of the project's own needs 'base:' (viper, viper-s, vip, mvvm) or 'path:' (its folder)
            archgen.yml:4:17: error: unknown base style 'mvc'
              other: {base: mvc}
                            ^
            hint: a style derives from a built-in one: viper, viper-s, vip, mvvm
            archgen.yml:5:17: error: unknown base style 'vipp'
              twice: {base: vipp}
                            ^
            hint: did you mean 'vip'?

            """)
    }

    /// A style derives from a built-in one only, so there is no chain and no cycle.
    func testAStyleDerivesFromABuiltInOnly() {
        XCTAssertEqual(projectSettingsErrors("""
            styles:
              a: {base: b}
              b: {base: a}
            """), """
            archgen.yml:2:13: error: 'b' is a style of this project, not a built-in one
              a: {base: b}
                        ^
            hint: a style derives from a built-in one: viper, viper-s, vip, mvvm (write its base, and repeat the settings this style shares with it)
            archgen.yml:3:13: error: 'a' is a style of this project, not a built-in one
              b: {base: a}
                        ^
            hint: a style derives from a built-in one: viper, viper-s, vip, mvvm (write its base, and repeat the settings this style shares with it)

            """)
    }

    func testAStyleNamedLikeABuiltInOrWithBuiltInKeys() {
        XCTAssertEqual(projectSettingsErrors("""
            styles:
              ViperS: {base: viper}
              VIP: {isolation: none}
              viper: {base: vip, templates: Styles}
              "team viper": {base: viper}
            """), """
            archgen.yml:2:3: error: 'ViperS' is named like the built-in style 'viper-s'
              ViperS: {base: viper}
              ^
            hint: name a style of the project's own apart from the built-ins, like 'teamViperS'
            archgen.yml:3:3: error: 'VIP' is named like the built-in style 'vip'
              VIP: {isolation: none}
              ^
            hint: write 'vip' to set the built-in style's conventions
            archgen.yml:4:11: error: 'viper' is a built-in style; it has no 'base'
              viper: {base: vip, templates: Styles}
                      ^
            hint: to derive a style of the project's own, name it apart from the built-ins, like 'teamViper'
            archgen.yml:4:22: error: 'viper' is a built-in style; its templates are archgen.yml's 'templates:' folder
              viper: {base: vip, templates: Styles}
                                 ^
            hint: move this folder to archgen.yml's top-level 'templates:', or give it to a style of your own
            archgen.yml:5:3: error: 'team viper' is not a style name
              "team viper": {base: viper}
              ^
            hint: a style's name is a letter, then letters, digits, '-' or '_' (it is written as a spec's 'style:')

            """)
    }

    func testItsTemplatesFolderMustExist() {
        let result = ProjectSettingsLoader(files: TestDisk.holding(folders: ["Styles"])).load(SourceText(path: "archgen.yml", text: """
            styles:
              team: {base: vip, templates: Styles/team}
              other: {base: vip, templates: Styles}
            """))
        XCTAssertEqual(DiagnosticRenderer().render(result.errors), """
            archgen.yml:2:32: error: no such folder 'Styles/team'
              team: {base: vip, templates: Styles/team}
                                           ^
            hint: 'archgen templates export --style vip Styles/team', run beside archgen.yml, writes vip's templates there

            """)
    }

    /// Its settings are checked for its base's roles, like a built-in's.
    func testItsSettingsAreCheckedForItsBase() {
        XCTAssertEqual(projectSettingsErrors("""
            styles:
              team: {base: vip, protocols: {presenter: "{module}Presenting"}, isolaton: none}
            """), """
            archgen.yml:2:33: error: team has no 'presenter' protocol
              team: {base: vip, protocols: {presenter: "{module}Presenting"}, isolaton: none}
                                            ^
            hint: its protocols are 'interactor', 'dataStore', 'output', 'view', 'routes', 'dataPassing', 'delegate'
            archgen.yml:2:67: error: unknown key 'isolaton'
              team: {base: vip, protocols: {presenter: "{module}Presenting"}, isolaton: none}
                                                                              ^
            hint: did you mean 'isolation'?

            """)
    }

    /// A shared service's one mock follows the project's own styles' names too.
    func testASharedMockIsNamedAlikeInTheProjectsOwnStyles() {
        XCTAssertEqual(projectSettingsErrors("""
            defaults: {appModule: App}
            styles:
              team: {base: vip, doubles: {mock: "{service}Stub"}}
            shared:
              services:
                Clock:
                  - now() -> Int
            """), """
            archgen.yml:3:37: error: a shared service's mock is named once, for the modules of every style
              team: {base: vip, doubles: {mock: "{service}Stub"}}
                                                ^
            hint: set this 'mock' under each of 'viper', 'viper-s', 'vip', 'mvvm', 'team'

            """)
    }

    /// `defaults: style:` naming a style whose entry is in error was told the style is
    /// unknown, listing only the built-ins: the entry's own error is the one to fix.
    func testDefaultsNamingAnOwnStyleInErrorAddNoErrorOfTheirOwn() {
        XCTAssertEqual(projectSettingsErrors("""
            defaults: {style: teamViper}
            styles:
              teamViper:
                base: viperr
            """), """
            archgen.yml:4:11: error: unknown base style 'viperr'
                base: viperr
                      ^
            hint: did you mean 'viper'?

            """)
    }

    /// An entry whose base is in error still has what does not depend on the base
    /// checked (its isolation and doubles), so one run tells every error.
    func testAnEntryWithABadBaseHasItsIsolationAndDoublesCheckedToo() {
        XCTAssertEqual(projectSettingsErrors("""
            styles:
              team:
                base: [viper]
                isolation: nonee
                doubles: {spy: Spy}
              team2: {base: viperr, doubles: {mock: "{servce}Mock"}}
            """), """
            archgen.yml:3:11: error: 'base' must be a built-in style's name, found a list
                base: [viper]
                      ^
            archgen.yml:4:16: error: unknown isolation 'nonee'
                isolation: nonee
                           ^
            hint: did you mean 'none'?
            archgen.yml:5:20: error: 'spy' must contain '{protocol}'
                doubles: {spy: Spy}
                               ^
            hint: without it every spy would be named 'Spy'; write '{protocol}Spy'
            archgen.yml:6:17: error: unknown base style 'viperr'
              team2: {base: viperr, doubles: {mock: "{servce}Mock"}}
                            ^
            hint: did you mean 'viper'?
            archgen.yml:6:42: error: unknown placeholder '{servce}'
              team2: {base: viperr, doubles: {mock: "{servce}Mock"}}
                                                     ^
            hint: did you mean '{service}'?

            """)
    }
}
